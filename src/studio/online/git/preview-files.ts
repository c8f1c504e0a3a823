import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export const typeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/**
 * The built file for a site path, the way the hosts serve dist/ (README: one file per page, named
 * after its address, no trailing slash): `/` → index.html, `/about` → about.html, `/assets/x.js` as
 * it is. Undefined for a path that leaves dist/ or names nothing.
 */
export function fileFor(dist: string, sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = path.posix.normalize(`/${decoded}`).replace(/\/+$/, '');
  const full = path.join(dist, rel);
  if (full !== dist && !full.startsWith(dist + path.sep)) return undefined;
  const candidates = rel === '' ? [path.join(dist, 'index.html')] : [`${full}.html`, full, path.join(full, 'index.html')];
  return candidates.find(isFile);
}
