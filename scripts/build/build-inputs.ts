import { createHash, hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionEnv } from './build-env.ts';
import { fileStamp } from './file-stamp.ts';
import { keepDigest, readKeptDigest, type KeptDigest } from './kept-digests.ts';

/**
 * What the outputs of a build depend on, as hashes: the incremental build (build-cache.ts) reuses
 * an output only when every one of its inputs hashes the same. Nothing here is clever about what a
 * change might not affect: a doubt re-renders.
 */

/** Bumped when the cache's shape or the meaning of its keys changes. */
export const CACHE_FORMAT = 3;

const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** Every file under `dirs` and the single `files` (relative to root), by path, hashed together: names and bytes. */
export function hashFiles(root: string, dirs: string[], files: string[] = []): string {
  const names: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(path.join(root, dir))) continue;
    const found = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((f) => !isTest(f))
      .sort();
    names.push(...found);
  }
  names.push(...files.filter((f) => existsSync(path.join(root, f))));
  // The digest is kept with every file's stamp (here, and on disk for the next process): while the stamps are the
  // same, the files are not read again. Reading and hashing src/ and scripts/ (760 files, package-lock.json among
  // them) took a one-page rebuild 15-45 ms; their stamps take 3-5 ms.
  const slot = digestSlot(root, dirs, files);
  let racy = false;
  // A file written in the last two seconds has no stamp (fileStamp): its digest is made from its bytes, and not kept.
  const stamps = names.map((f) => `${f}\0${fileStamp(path.join(root, f)) ?? ((racy = true), Math.random())}`).join('\0');
  const known = digests.get(slot) ?? readKeptDigest(slot);
  if (known?.stamps === stamps) return known.digest;
  const digest = digestOf(root, names);
  if (!racy) {
    digests.set(slot, { stamps, digest });
    keepDigest(slot, { stamps, digest });
  }
  return digest;
}
const digests = new Map<string, KeptDigest>();

/** The name a digest of these folders and files is kept under. */
export const digestSlot = (root: string, dirs: string[], files: string[]): string => `${root}\0${dirs.join('\0')}\0\0${files.join('\0')}`;

function digestOf(root: string, names: string[]): string {
  const hash = createHash('sha256');
  for (const rel of names) hash.update(`${rel}\0`).update(readFileSync(path.join(root, rel))).update('\0');
  return hash.digest('hex');
}

/**
 * The builder itself: its scripts, the installed packages and Node. A cache written by another
 * builder is not trusted at all (its keys may mean something else).
 */
export function builderVersion(root: string): string {
  const packages = hashFiles(root, [], ['package-lock.json', 'package.json']);
  return `format ${CACHE_FORMAT}, node ${process.versions.node.split('.')[0]}, ${hashFiles(root, ['scripts'], [])}${packages}`.replace(/[0-9a-f]{64}/g, (h) => h.slice(0, 16));
}

/** The environment a production build reads: Vite's variables (from .env files too) and the site address. */
export function buildEnvKey(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const vars = { ...productionEnv(root, 'VITE_', env), SITE_URL: env.SITE_URL, NODE_ENV: env.NODE_ENV };
  return JSON.stringify(Object.entries(vars).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Everything the two bundles are made from: the code and styles (src/), the schemas, index.html and
 * the bundler's settings, the files served as they are (content/public), the embedded blog posts
 * (raw and with their claims filled in), what the build hands the bundler (site settings, routes
 * with a parameter) and the environment. A change to any of it builds the bundles again, and then
 * every page, since every page names the bundles' files.
 */
export function bundleKey(root: string, input: { handedOver: unknown; posts: unknown; env: string }): string {
  return createHash('sha256')
    .update(hashFiles(root, ['src', 'schemas', 'content/public', 'content/blog'], ['index.html', 'vite.config.ts', 'tsconfig.json']))
    .update(JSON.stringify(input.handedOver))
    .update(JSON.stringify(input.posts))
    .update(input.env)
    .digest('hex');
}

/** One page's output: the bundles, its address and kind, and what its data is made of (checkContent's dataKey: its text and the claims it uses). */
export function pageKey(bundle: string, page: { url: string; route: string; fallbackShell: boolean; dataKey: string }): string {
  // One call, no Hash object: asked for every page of every build (10,000 in 8 ms, against 13-22 ms so made).
  return hash('sha256', bundle + JSON.stringify([page.url, page.route, page.fallbackShell, page.dataKey]), 'base64url');
}
