import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureManifest, sizeFile } from '../../../scripts/build/picture-manifest.ts';
import { encodeVariant } from '../../../scripts/build/picture-variant.ts';
import { pictureReport } from '../../../scripts/build/picture-budget.ts';
import { PHONE_PICTURE_BUDGET, writePictures } from '../../../scripts/build/write-pictures.ts';
import { phoneSlotWidth, SLOT_WIDTHS } from '../../../src/pictures/slots.ts';
import { chosenWidth, FORMATS, variantPath, variantWidths, WIDEST_VARIANT } from '../../../src/pictures/variants.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/pictures');
const temp = mkdtempSync(path.join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the pictures the build knows (virtual:pictures)', () => {
  it('lists every raster picture of content/public by site path with the size it is shown at, but not the sharing pictures or SVGs', async () => {
    const manifest = await pictureManifest(fixture);
    expect(Object.keys(manifest).sort()).toEqual(['/blog/cover.webp', '/photos/small.png', '/photos/turned.jpg']);
    expect(manifest['/blog/cover.webp']!.slice(0, 2)).toEqual([1200, 630]);
    expect(manifest['/photos/small.png']!.slice(0, 2)).toEqual([300, 200]);
    // Stored 400×300 on its side (EXIF orientation 6): shown, and encoded, 300×400.
    expect(manifest['/photos/turned.jpg']!.slice(0, 2)).toEqual([300, 400]);
  });

  it("gives a picture new addresses when its bytes change, and the same ones when they don't", async () => {
    const site = path.join(temp, 'changed');
    cpSync(fixture, site, { recursive: true });
    const before = await pictureManifest(site);
    expect((await pictureManifest(site))['/blog/cover.webp']![2]).toBe(before['/blog/cover.webp']![2]);
    writeFileSync(path.join(site, 'content/public/blog/cover.webp'), await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ffffff' } }).webp().toBuffer());
    const after = await pictureManifest(site);
    expect(after['/blog/cover.webp']![2]).not.toBe(before['/blog/cover.webp']![2]);
    expect(after['/photos/small.png']![2]).toBe(before['/photos/small.png']![2]);
  });

  it('keeps each picture\'s size by its key, and measures it again when the kept size is damaged', async () => {
    const manifest = await pictureManifest(fixture);
    const [width, height, key] = manifest['/photos/turned.jpg']!;
    expect(JSON.parse(readFileSync(sizeFile(key), 'utf8'))).toEqual([width, height]);
    writeFileSync(sizeFile(key), 'not a size');
    expect((await pictureManifest(fixture))['/photos/turned.jpg']).toEqual(manifest['/photos/turned.jpg']);
    expect(JSON.parse(readFileSync(sizeFile(key), 'utf8'))).toEqual([300, 400]);
  });
});

describe('the widths of the variants', () => {
  it('go from below the narrowest slot at 1x to past the widest slot at 2x, never wider than the picture', () => {
    const slots = Object.values(SLOT_WIDTHS);
    const narrowest = Math.min(...slots.map((s) => s.narrowest));
    const widest = Math.max(...slots.map((s) => s.widest));
    const widths = variantWidths(4000);
    expect(widths[0]).toBeGreaterThanOrEqual(narrowest);
    expect(widths[0]! - narrowest).toBeLessThan(160);
    expect(widths.at(-1)).toBe(WIDEST_VARIANT);
    expect(WIDEST_VARIANT).toBeGreaterThanOrEqual(2 * widest);
    // No two steps further apart than a third of the smaller: a screen fetches at most a step above what it shows.
    widths.slice(1).forEach((w, i) => expect(w / widths[i]!).toBeLessThanOrEqual(1.5));
    expect(variantWidths(1200).at(-1)).toBe(1200);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(700)).toEqual([320, 480, 640, 700]);
  });

  it('the browser picks the first width that fills the slot at its device pixels', () => {
    expect(chosenWidth([320, 480, 640], 300, 1)).toBe(320);
    expect(chosenWidth([320, 480, 640], 327, 1.5)).toBe(640);
    expect(chosenWidth([320, 480, 640], 327, 3)).toBe(640);
    expect(phoneSlotWidth(375)).toBe(327);
  });
});

describe('writing the variants', () => {
  it('writes every width in AVIF and WebP, upright and without metadata, from the cache the second time, and removes variants of pictures gone', { timeout: 120_000 }, async () => {
    const dist = path.join(temp, 'dist');
    const cache = path.join(temp, 'cache');
    const manifest = await pictureManifest(fixture);
    const first = await writePictures(fixture, dist, manifest, cache);
    const expected = Object.values(manifest).flatMap((facts) => variantWidths(facts[0]).flatMap((w) => FORMATS.map((f) => variantPath(facts, w, f))));
    expect(first.variants).toBe(expected.length);
    expect(first.encoded).toBe(expected.length);
    for (const [src, facts] of Object.entries(manifest)) {
      for (const width of variantWidths(facts[0])) {
        for (const format of FORMATS) {
          const meta = await sharp(path.join(dist, variantPath(facts, width, format))).metadata();
          expect(meta.format === 'heif' ? 'avif' : meta.format, `${src} ${width} ${format}`).toBe(format);
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((facts[1] * width) / facts[0]));
          expect(meta.exif).toBeUndefined();
        }
      }
    }
    // Each picture's AVIF as the budget's phone fetches it, largest first.
    expect(first.onPhone.map((p) => p.src).sort()).toEqual(Object.keys(manifest).sort());
    expect(first.onPhone[0]!.bytes).toBeGreaterThanOrEqual(first.onPhone.at(-1)!.bytes);

    const leftOver = path.join(dist, 'assets/pictures/0000000000-320.avif');
    writeFileSync(leftOver, 'from a picture deleted since');
    const again = await writePictures(fixture, dist, manifest, cache);
    expect(again.encoded).toBe(0);
    expect(again.variants).toBe(expected.length);
    expect(existsSync(leftOver)).toBe(false);
    expect(readdirSync(path.join(dist, 'assets/pictures')).length).toBe(expected.length);

    // Each variant in dist/ is a second name of its cached file: a later build leaves it there, and a file put in
    // its place (a copy, or bytes of another build) is replaced without writing into the cache.
    const [src, facts] = Object.entries(manifest)[0]!;
    const name = variantPath(facts, variantWidths(facts[0])[0]!, FORMATS[0]);
    const inDist = path.join(dist, name);
    const inCache = path.join(cache, `${facts[2]}-${variantWidths(facts[0])[0]}.${FORMATS[0]}`);
    expect(statSync(inDist).ino, src).toBe(statSync(inCache).ino);
    const cached = readFileSync(inCache);
    rmSync(inDist);
    writeFileSync(inDist, 'not the variant');
    await writePictures(fixture, dist, manifest, cache);
    expect(statSync(inDist).ino).toBe(statSync(inCache).ino);
    expect(readFileSync(inCache).equals(cached)).toBe(true);
  });

  it('a variant is the same bytes every time (builds and shards agree byte for byte)', { timeout: 60_000 }, async () => {
    const bytes = await sharp(path.join(fixture, 'content/public/blog/cover.webp')).toBuffer();
    for (const format of FORMATS) expect((await encodeVariant(bytes, 480, format)).equals(await encodeVariant(bytes, 480, format))).toBe(true);
  });
});

describe("the build's report on pictures", () => {
  it('names the heaviest picture on the phone, and fails those over the budget with what to do', () => {
    const within = pictureReport({ variants: 24, encoded: 2, onPhone: [{ src: '/a.webp', bytes: 20 * 1024 }] });
    expect(within.over).toEqual([]);
    expect(within.line).toContain('/a.webp, 20.0 KB of 60.0 KB');
    const over = pictureReport({ variants: 24, encoded: 0, onPhone: [{ src: '/big.jpg', bytes: PHONE_PICTURE_BUDGET + 1 }, { src: '/a.webp', bytes: 10 }] });
    expect(over.over).toHaveLength(1);
    expect(over.over[0]).toContain('/big.jpg');
    expect(over.over[0]).toContain('smaller');
  });
});
