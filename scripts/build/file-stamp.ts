import { statSync } from 'node:fs';

/**
 * What changes whenever a file's bytes do: its inode, size, modification and change times (the
 * change time cannot be set back by a program, unlike the modification time). Undefined for a file
 * gone, or changed so recently that a second write within the file system's clock tick could leave
 * the same stamp (git's "racily clean" files): such a file is read again.
 */
export function fileStamp(file: string, now = Date.now()): string | undefined {
  const s = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!s) return undefined;
  const changedMs = Number((s.ctimeNs > s.mtimeNs ? s.ctimeNs : s.mtimeNs) / 1_000_000n);
  if (now - changedMs < 2000) return undefined;
  return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}
