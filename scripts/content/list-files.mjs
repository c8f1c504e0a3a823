// Plain JavaScript: the content checks (content-files.ts) and the stamps thread (stamp-thread.mjs), which runs
// without a TypeScript loader, list a folder the same way.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Files under a folder, relative to it with posix separators, sorted.
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
export function listFilesOnDisk(dir, base = '') {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  let out = [];
  // The entries' kinds come with the listing: no stat a file (10,000 pages).
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(path.join(dir, entry.name)).isDirectory());
    if (isDir) out = out.concat(listFilesOnDisk(path.join(dir, entry.name), rel));
    else out.push(rel);
  }
  return out;
}
