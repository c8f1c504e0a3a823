import path from 'node:path';
import { cacheDir } from '../build/build-cache.ts';

const root = path.resolve(import.meta.dirname, '../..');

// DIST_DIR lets several builds run side by side (parallel work, CI matrix); dist/ by default.
export const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');

/** Server bundles of builds into folders outside the project, one per folder. */
export const OUTSIDE_SERVERS = path.join(root, 'node_modules/.cache/site-server');
export const outsideServer = path.join(OUTSIDE_SERVERS, Buffer.from(dist).toString('base64url'));

/** Where the server bundle is kept between builds: inside the project, so that it resolves react and friends from node_modules. */
export function serverDirFor(): string {
  const cache = cacheDir(dist);
  const inside = !path.relative(root, cache).startsWith('..') && !path.isAbsolute(path.relative(root, cache));
  return inside ? path.join(cache, 'server') : outsideServer;
}
