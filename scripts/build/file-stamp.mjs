// Plain JavaScript: the build's TypeScript (file-stamp.ts), the bundler's cache (compiled.mjs) and the stamps thread
// (scripts/content/stamp-thread.mjs) take a file's stamp the same way, and the last two run without a TypeScript loader.
import { statSync } from 'node:fs';

/**
 * What changes whenever a file's bytes do: its inode, size, modification and change times (the
 * change time cannot be set back by a program, unlike the modification time). Undefined for a file
 * gone, or changed so recently that a second write within the file system's clock tick could leave
 * the same stamp (git's "racily clean" files): such a file is read again.
 * @param {string} file
 * @param {number} [now]
 * @returns {string | undefined}
 */
export function fileStamp(file, now = Date.now()) {
  const s = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!s) return undefined;
  const changedMs = Number((s.ctimeNs > s.mtimeNs ? s.ctimeNs : s.mtimeNs) / 1_000_000n);
  if (now - changedMs < 2000) return undefined;
  return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}
