import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandLogoPng } from '../../../scripts/build/brand-logo.ts';

// Two marks of the same shape in different colours: what the test draws, not the site's own icon.
const mark = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${fill}"/></svg>`;
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

let cache: string;
beforeEach(() => void (cache = mkdtempSync(path.join(os.tmpdir(), 'logo-cache-'))));
afterEach(() => rmSync(cache, { recursive: true, force: true }));

describe('the brand logo for search engines', () => {
  it('is a square PNG of the size asked, kept on disk so that a later build does not draw it again', () => {
    const png = brandLogoPng(mark('#1d4ed8'), 160, cache);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual([160, 160]);
    const [kept] = readdirSync(cache);
    expect(readFileSync(path.join(cache, kept!))).toEqual(png);

    // Another mark, then the first again: the process remembers only the last one, so this comes from the disk.
    writeFileSync(path.join(cache, kept!), Buffer.from('kept bytes'));
    expect(pngSize(brandLogoPng(mark('#b91c1c'), 160, cache))).toEqual([160, 160]);
    expect(brandLogoPng(mark('#1d4ed8'), 160, cache).toString()).toBe('kept bytes');
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('is drawn again for another size, and drawn anyway when the cache folder cannot be written', () => {
    const small = brandLogoPng(mark('#047857'), 112, cache);
    expect(pngSize(small)).toEqual([112, 112]);
    expect(pngSize(brandLogoPng(mark('#047857'), 200, cache))).toEqual([200, 200]);
    const blocked = path.join(cache, 'a-file');
    writeFileSync(blocked, '');
    expect(pngSize(brandLogoPng(mark('#7c3aed'), 128, path.join(blocked, 'logos')))).toEqual([128, 128]);
  });
});
