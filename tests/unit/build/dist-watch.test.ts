import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DistWatch } from '../../../scripts/build/dist-watch.ts';
import { fileStamp } from '../../../scripts/build/file-stamp.ts';

let dist: string;
let watch: DistWatch | undefined;
afterEach(() => {
  watch?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Asks until the answer is `expected` (a watcher's event comes a moment after the change), at most two seconds. */
async function settles(ask: () => number | undefined, expected: number | undefined): Promise<number | undefined> {
  for (let i = 0; i < 40 && ask() !== expected; i++) await new Promise((r) => setTimeout(r, 50));
  return ask();
}

describe('DistWatch: kept page files under --watch', () => {
  it('notices a page file changed, deleted, or its folder replaced after it was looked at', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'dist-watch-'));
    mkdirSync(path.join(dist, 'bench'));
    writeFileSync(path.join(dist, 'bench/1.html'), '12345');
    writeFileSync(path.join(dist, 'index.html'), 'home');
    watch = new DistWatch(dist);
    expect(watch.size('bench/1.html')).toBe(5);
    expect(watch.size('index.html')).toBe(4);

    writeFileSync(path.join(dist, 'bench/1.html'), '1234567890');
    expect(await settles(() => watch!.size('bench/1.html'), 10)).toBe(10);

    rmSync(path.join(dist, 'bench/1.html'));
    expect(await settles(() => watch!.size('bench/1.html'), undefined)).toBeUndefined();

    writeFileSync(path.join(dist, 'bench/1.html'), 'abc');
    expect(watch.size('bench/1.html')).toBe(3);
    // The whole folder moved away and another put in its place, with a file of the same name.
    renameSync(path.join(dist, 'bench'), path.join(dist, 'old'));
    mkdirSync(path.join(dist, 'bench'));
    writeFileSync(path.join(dist, 'bench/1.html'), 'abcdefg');
    expect(await settles(() => watch!.size('bench/1.html'), 7)).toBe(7);
    expect(watch.size('index.html')).toBe(4);
  });
});

describe('fileStamp', () => {
  it('gives no stamp for a file changed in the last two seconds, and a stamp that changes with its bytes after', () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'file-stamp-'));
    const file = path.join(dist, 'a.txt');
    writeFileSync(file, 'one');
    expect(fileStamp(file)).toBeUndefined();
    const later = Date.now() + 3000;
    const first = fileStamp(file, later);
    expect(first).toBeDefined();
    expect(fileStamp(file, later)).toBe(first);
    writeFileSync(file, 'two');
    expect(fileStamp(file, Date.now() + 3000)).not.toBe(first);
    expect(fileStamp(path.join(dist, 'gone.txt'), later)).toBeUndefined();
  });
});
