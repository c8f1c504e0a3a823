import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import sharp from 'sharp';
import { safeName } from './upload.ts';
import { MAX_SIDE } from './upload-picture.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

// Real pictures, made here by sharp (the server decodes every upload): plain colour at a given size.
const made = (w: number, h: number, format: 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#4f46e5' } })[format]().toBuffer();
let jpeg37: Buffer, webp640: Buffer, avif1200: Buffer, webp10: Buffer, webp20: Buffer, avif2: Buffer;
beforeAll(async () => {
  [jpeg37, webp640, avif1200, webp10, webp20, avif2] = await Promise.all([made(37, 21, 'jpeg'), made(640, 360, 'webp'), made(1200, 630, 'avif'), made(10, 10, 'webp'), made(20, 20, 'webp'), made(2, 2, 'avif')]);
});

const upload = (name: string, bytes: Buffer, overwrite = false) =>
  studio.api('POST', `upload?name=${encodeURIComponent(name)}&overwrite=${overwrite ? 1 : 0}`, bytes, { 'Content-Type': 'application/octet-stream' });

describe('POST /__studio/api/upload', () => {
  it('stores a real PNG under content/public/images/ and answers its width and height', async () => {
    const png = readFileSync(studio.copy.file('content/public/og/default.png'));
    const { status, json } = await upload('Team Photo (final).PNG', png);
    expect(status).toBe(200);
    expect(json).toEqual({ path: '/images/team-photo-final.png', width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
    expect(readFileSync(studio.copy.file('content/public/images/team-photo-final.png'))).toEqual(png);
  });

  it.each([
    ['JPEG', () => jpeg37, 'jpg'],
    ['WebP', () => webp640, 'webp'],
    ['AVIF', () => avif1200, 'avif'],
  ])('reads the size of a %s from its bytes, whatever its name says', async (_format, bytes, ext) => {
    const { status, json } = await upload('Photo.png', bytes());
    expect(status).toBe(200);
    const [w, h] = ext === 'jpg' ? [37, 21] : ext === 'webp' ? [640, 360] : [1200, 630];
    expect(json).toEqual({ path: `/images/photo.${ext}`, width: w, height: h });
  });

  it('never replaces a file without confirmation (overwrite=1)', async () => {
    const first = await upload('logo.webp', webp10);
    expect(first.status).toBe(200);
    const again = await upload('logo.webp', webp20);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: expect.stringContaining('/images/logo.webp already exists'), path: '/images/logo.webp' });
    expect(readFileSync(studio.copy.file('content/public/images/logo.webp'))).toEqual(webp10);
    const confirmed = await upload('logo.webp', webp20, true);
    expect(confirmed.json.width).toBe(20);
    expect(readFileSync(studio.copy.file('content/public/images/logo.webp'))).toEqual(webp20);
  });

  it('refuses SVG, and anything that is not one of the four picture formats, from its bytes', async () => {
    const svg = await upload('icon.png', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(415);
    expect(svg.json.error).toMatch(/SVG/);
    const html = await upload('page.jpg', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(415);
    expect(html.json.error).toMatch(/not a PNG, JPEG, WebP or AVIF/);
    expect(existsSync(studio.copy.file('content/public/images/icon.png'))).toBe(false);
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const big = Buffer.concat([webp10, Buffer.alloc(5 * 1024 * 1024)]);
    const { status, json } = await upload('big.webp', big);
    expect(status).toBe(413);
    expect(json.error).toMatch(/larger than 5 MB/);
    expect(existsSync(studio.copy.file('content/public/images/big.webp'))).toBe(false);
  });

  it('lists an uploaded picture for the image picker', async () => {
    await upload('listed.avif', avif2);
    const { json } = await studio.api('GET', 'files');
    expect(json.publicFiles).toContain('/images/listed.avif');
  });
});

describe('a phone photo', () => {
  it('is shrunk to 2560 px on its long side, turned upright, and loses its location and camera metadata', async () => {
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const { status, json } = await upload('holiday.jpg', photo);
    expect(status).toBe(200);
    const kept = readFileSync(studio.copy.file('content/public/images/holiday.jpg'));
    const meta = await sharp(kept).metadata();
    // Orientation 6 turns 3000×4000 on its side: 4000 wide, shrunk to 2560 × 1920.
    expect([meta.width, meta.height]).toEqual([MAX_SIDE, 1920]);
    expect(json).toEqual({ path: '/images/holiday.jpg', width: MAX_SIDE, height: 1920 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
  }, 60_000);
});

describe('safeName', () => {
  it('makes a name anyone can type and no path can hide in', () => {
    expect(safeName('../../etc/passwd.png')).toBe('etc-passwd');
    expect(safeName('Café Olé!.JPEG')).toBe('cafe-ole');
    expect(safeName('....png')).toBe('image');
  });
});
