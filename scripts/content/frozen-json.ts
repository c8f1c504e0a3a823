import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * JSON of records that are never changed once made (the content check's page results, the build's
 * page records), each made once per process. `npm run build -- --watch` writes its kept records
 * after every save; at 10,000 pages turning all of them into JSON again cost more than the rest of a
 * one-page rebuild, though only the saved page's record is new. The text is exactly JSON.stringify's.
 */

const flat = new WeakMap<object, string>();
const indented = new WeakMap<object, string>();

/**
 * Whether this process keeps what it made for its next build (set by `npm run build -- --watch`).
 * A single build writes each record once: keeping their JSON would only cost it memory and time.
 */
export const warmProcess = { on: false };

/** JSON.stringify(record). */
export function recordJson(record: object): string {
  if (!warmProcess.on) return JSON.stringify(record);
  let text = flat.get(record);
  if (text === undefined) flat.set(record, (text = JSON.stringify(record)));
  return text;
}

/** JSON.stringify(records) of an array of records. */
export const arrayJson = (records: readonly object[]): string => (warmProcess.on ? `[${records.map(recordJson).join(',')}]` : JSON.stringify(records));

/**
 * JSON.stringify(records, null, 2) of an array of records: each record indented by two spaces more
 * than on its own (a string in JSON has no line break of its own, so every line break is the layout's).
 */
export function indentedArrayJson(records: readonly object[]): string {
  if (!warmProcess.on) return JSON.stringify(records, null, 2);
  if (records.length === 0) return '[]';
  const item = (record: object) => {
    let text = indented.get(record);
    if (text === undefined) indented.set(record, (text = JSON.stringify(record, null, 2).replace(/\n/g, '\n  ')));
    return text;
  };
  return `[\n  ${records.map(item).join(',\n  ')}\n]`;
}

/**
 * Whether two lists of records have the same JSON, record by record: the same objects, or objects
 * whose JSON (made once each) is the same. Cheaper than joining 10,000 records' JSON to compare.
 */
export const sameRecords = (a: readonly object[], b: readonly object[]): boolean =>
  a.length === b.length && a.every((record, i) => record === b[i] || recordJson(record) === recordJson(b[i]!));

/**
 * Writes the pieces of a text to a file in chunks of at most about 64 K characters, never as one
 * string. A watching process writes some 20 MB of records after every save: as one string, that was
 * garbage only a full collection of its large heap frees (the slowest rebuilds had one inside them);
 * chunks this size die young.
 */
export function writePieces(file: string, pieces: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let chunk = '';
    for (const piece of pieces) {
      chunk += piece;
      if (chunk.length >= 64 * 1024) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    if (chunk) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
}
