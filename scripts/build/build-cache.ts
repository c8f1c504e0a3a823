import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildInfoDir, type KeptReport } from './build-info.ts';
import { DistListing } from './dist-listing.ts';
import { DistWatch } from './dist-watch.ts';
import { pageKey } from './build-inputs.ts';
import type { PageRecord } from './page-output.ts';
import type { OutputCache } from './prerender.ts';
import { warmProcess, writePieces } from '../content/frozen-json.ts';
import { packCache, unpackCache } from './cache-shapes.ts';

/**
 * The incremental build's memory, beside dist/ (.dist-build/cache/): which bundles dist/ holds and,
 * for every page file, the key of the inputs it was rendered from, its size and its record. A page
 * whose key is the same and whose file is still there is not rendered again.
 */

export interface CachedPage {
  key: string;
  size: number;
  record: PageRecord;
}

export interface CacheFile {
  version: string;
  bundle: string;
  /** A hash of the bundle files the build left (bundleFilesHash): a file cut short or changed since makes the cache damaged. */
  bundleFiles: string;
  /** By page file, relative to dist/. */
  pages: Record<string, CachedPage>;
  /** The report the build left beside dist/ (storeBuildInfo): a build making the same one leaves the file as it is. */
  report?: KeptReport;
}

export const cacheDir = (dist: string): string => path.join(buildInfoDir(dist), 'cache');
const cacheFile = (dist: string) => path.join(cacheDir(dist), 'pages.json');

export type CacheState = { cache: CacheFile } | { ignored: string };

/** Blocks that read the blog's live posts at build time (Supabase): their pages are never reused, the posts may have changed. */
const LIVE_BLOCKS = new Set(['blog-list', 'blog-article']);

/** The cache of the last build into `dist`, or why it cannot be used (the build then renders everything). */
export function readCache(dist: string, version: string): CacheState {
  const file = cacheFile(dist);
  if (!existsSync(file)) return { ignored: 'none yet' };
  // The cache this process wrote (--watch) was checked when it was made.
  const kept = keptCache(file);
  if (kept?.version === version && existsSync(dist)) return { cache: kept };
  return readCacheFile(file, dist, version);
}

function readCacheFile(file: string, dist: string, version: string): CacheState {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { ignored: `damaged (${path.relative(process.cwd(), file) || file} is not readable JSON)` };
  }
  // The version first: another builder's cache may have another shape.
  const stamped = value && typeof value === 'object' ? (value as { version?: unknown }).version : undefined;
  if (typeof stamped === 'string' && stamped !== version) return { ignored: 'made by another version of the builder' };
  const cache = unpackCache(value);
  if (!cache) return { ignored: `damaged (${path.relative(process.cwd(), file) || file} is not a build cache)` };
  if (cache.version !== version) return { ignored: 'made by another version of the builder' };
  if (!existsSync(dist)) return { ignored: `${path.relative(process.cwd(), dist) || dist} is gone` };
  return { cache };
}

/**
 * Forgets the cache before the build changes dist/: if this build stops half way, the next one
 * starts from nothing rather than trusting records of files that may have been rewritten.
 */
export function dropCache(dist: string): void {
  rmSync(cacheFile(dist), { force: true });
}

export function writeCache(dist: string, cache: CacheFile): void {
  mkdirSync(cacheDir(dist), { recursive: true });
  const file = cacheFile(dist);
  writePieces(file, packCache(cache));
  if (warmProcess.on) written = { file, stamp: stampOf(file), cache };
}

/**
 * The cache this process wrote last, while its file is the one written (`npm run build -- --watch`):
 * read back as it is rather than parsed again, and its page entries stay the same objects from
 * build to build (their JSON is made once, see frozen-json.ts). Any other write or removal of the file changes its stamp.
 */
let written: { file: string; stamp: string; cache: CacheFile } | undefined;

function stampOf(file: string): string {
  const s = statSync(file, { bigint: true });
  return `${s.ino}:${s.size}:${s.mtimeNs}`;
}

function keptCache(file: string): CacheFile | undefined {
  try {
    return written?.file === file && stampOf(file) === written.stamp ? written.cache : undefined;
  } catch {
    return undefined;
  }
}

/** --watch: what the watching process knows of each dist/ it builds into. */
const distWatches = new Map<string, DistWatch>();
function distWatchOf(dist: string): DistWatch {
  let watch = distWatches.get(dist);
  if (!watch) distWatches.set(dist, (watch = new DistWatch(dist)));
  return watch;
}

/** The last key of each page file (by its inputs), kept by the process: an unchanged page's key is not hashed again. */
const keys = new Map<string, { bundle: string; route: string; fallbackShell: boolean; dataKey: string; key: string }>();

/** What the prerender asks of the cache, page by page, and tells it back. */
export class PageCache implements OutputCache {
  readonly next: CacheFile;
  rendered = 0;
  reused = 0;
  private readonly listing: DistListing;

  constructor(
    private readonly dist: string,
    private readonly previous: CacheFile | undefined,
    version: string,
    bundle: string,
    private readonly live: boolean,
  ) {
    // bundleFiles is known once the whole build is on disk (see writeCache's caller).
    this.next = { version, bundle, bundleFiles: '', pages: {} };
    this.listing = new DistListing(dist);
  }

  key(page: Parameters<OutputCache['key']>[0]): string {
    if (!warmProcess.on) return pageKey(this.next.bundle, page);
    const { bundle } = this.next;
    const known = keys.get(page.url);
    if (known && known.bundle === bundle && known.route === page.route && known.fallbackShell === page.fallbackShell && known.dataKey === page.dataKey) return known.key;
    const key = pageKey(bundle, page);
    keys.set(page.url, { bundle, route: page.route, fallbackShell: page.fallbackShell, dataKey: page.dataKey, key });
    return key;
  }

  /** The record of `file` when it was rendered from the same inputs and is still in dist/. */
  reuse(file: string, key: string): PageRecord | undefined {
    const known = this.previous?.pages[file];
    if (!known || known.key !== key) return undefined;
    if (this.live && known.record.blockTypes.some((t) => LIVE_BLOCKS.has(t))) return undefined;
    // --watch knows each file's size from what changed since its last build; a cold build lists the folders.
    const there = warmProcess.on ? distWatchOf(this.dist).size(file) === known.size : this.listing.has(file);
    if (!there) return undefined;
    this.next.pages[file] = known;
    this.reused++;
    return known.record;
  }

  store(file: string, key: string, size: number, record: PageRecord): void {
    this.next.pages[file] = { key, size, record };
    this.rendered++;
  }

  /** Page files of the last build that this one did not make: pages deleted or renamed since. */
  gone(): string[] {
    return Object.keys(this.previous?.pages ?? {}).filter((f) => !(f in this.next.pages));
  }
}
