import { closeSync, fstatSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { writePieces } from './frozen-json.ts';

/**
 * The content check's cache file as this process last read or wrote it. Its first line names the key the
 * records were made under and how many lines it was written with; lines added after those are records made
 * since under the same key, each in place of the one for its file before it (a one-page rebuild at 10,000
 * pages wrote 15 MB back for one new record: 20-30 ms, and a line so).
 */
export interface KeptFile {
  ino: number;
  size: number;
  /** The key of its first line. */
  key: string;
  /** Record lines added after the ones it was written with. */
  added: number;
}

/** `use` with the file open as `flags` says and its stats; undefined when it cannot be opened. */
function withOpenFile<T>(file: string, flags: string, use: (fd: number, stats: { ino: number; size: number }) => T): T | undefined {
  let fd: number;
  try {
    fd = openSync(file, flags);
  } catch {
    return undefined;
  }
  try {
    return use(fd, fstatSync(fd));
  } finally {
    closeSync(fd);
  }
}

/** The file's text (Latin-1: it is written in ASCII alone) and which file it was, or undefined when there is none. */
export function readKeptFile(file: string): { text: string; ino: number; size: number } | undefined {
  return withOpenFile(file, 'r', (fd, { ino, size }) => ({ text: readFileSync(fd, 'latin1'), ino, size }));
}

/**
 * Adds `lines` (each ending in a line break) to the file while it is the one `kept` describes, with nothing
 * added since by another check; the file as it is then, or undefined when it was not added to (it was
 * replaced or added to meanwhile: then it is written whole).
 */
export function addToKeptFile(file: string, kept: KeptFile, lines: string[]): KeptFile | undefined {
  return withOpenFile(file, 'a', (fd, { ino, size }) => {
    if (ino !== kept.ino || size !== kept.size) return undefined;
    const text = lines.join('');
    writeSync(fd, text, null, 'latin1');
    return { ...kept, size: size + text.length, added: kept.added + lines.length };
  });
}

/** Writes the file whole: beside it, then moved in place, so that a check running at the same time never reads half a file. */
export function writeKeptFile(file: string, key: string, pieces: Iterable<string>): KeptFile {
  const temp = `${file}.${process.pid}.tmp`;
  writePieces(temp, pieces);
  const { ino, size } = statSync(temp);
  renameSync(temp, file);
  return { ino, size, key, added: 0 };
}
