import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from './assets.ts';
import { buildInfoDir } from './build-info.ts';
import { readCache, type CacheFile } from './build-cache.ts';
import { builderVersion, hashFiles } from './build-inputs.ts';
import { listFilesOnDisk } from '../content/content-files.ts';

/** Vite's publicDir (vite.config.ts): its files are copied into dist/ as they are. */
const PUBLIC_DIR = 'content/public';

/** Server bundles kept for builds into folders outside the project (node_modules/.cache/site-server/): the newest few. */
const KEEP_OUTSIDE = 8;

/** Removes all but the newest kept server bundles of builds into folders outside the project (tests, the review make many). */
export function pruneServerBundles(folder: string, keep = KEEP_OUTSIDE): void {
  if (!existsSync(folder)) return;
  const kept = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ dir: path.join(folder, e.name), at: statSync(path.join(folder, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { dir } of kept.slice(keep)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The incremental build's decisions, each one line in the build's output: whether the last build's
 * cache can be used, whether its bundles can, and which of its page files are gone.
 */

export interface OpenedCache {
  version: string;
  /** The last build's cache, when usable. */
  previous?: CacheFile;
  /** The `Build cache:` line. */
  line: string;
}

/**
 * A hash of the bundles a build leaves for the next one: every file of the server bundle (kept in
 * `serverOut`), every client file Vite's manifest (beside dist/) names and the files Vite copied from
 * content/public. Undefined when one is missing.
 */
export function bundleFilesHash(root: string, dist: string, serverOut: string): string | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(buildInfoDir(dist), 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  if (!existsSync(path.join(serverOut, 'entry-server.js'))) return undefined;
  const client = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].sort();
  const copied = listFilesOnDisk(path.join(root, PUBLIC_DIR));
  if (![...client, ...copied].every((f) => existsSync(path.join(dist, f)))) return undefined;
  return createHash('sha256').update(hashFiles(serverOut, ['.'])).update(hashFiles(dist, [], [...client, ...copied])).digest('hex');
}

export function openBuildCache(root: string, dist: string, clean: boolean, serverOut: string): OpenedCache {
  const version = builderVersion(root);
  if (clean) return { version, line: 'Build cache: --clean; building everything.' };
  const state = readCache(dist, version);
  // The kept bundles are part of the cache: a file of them cut short (an interrupted restore in CI) would fail the build or ship.
  if ('cache' in state && bundleFilesHash(root, dist, serverOut) !== state.cache.bundleFiles) {
    return { version, line: 'Build cache: damaged (the bundles kept from the last build are missing or changed); ignored, building everything.' };
  }
  if ('cache' in state) return { version, previous: state.cache, line: 'Build cache: used.' };
  if (state.ignored === 'none yet') return { version, line: 'Build cache: none yet; building everything.' };
  return { version, line: `Build cache: ${state.ignored}; ignored, building everything.` };
}

/**
 * Deletes the page files of the last build that this one did not make (pages deleted or renamed),
 * and the folders they leave empty, so dist/ holds what a clean build would.
 */
export function removeGonePages(dist: string, files: string[]): void {
  for (const file of files) {
    rmSync(path.join(dist, file), { force: true });
    for (let dir = path.dirname(path.join(dist, file)); dir.startsWith(dist + path.sep); dir = path.dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length) break;
      rmdirSync(dir);
    }
  }
}
