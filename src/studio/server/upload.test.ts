import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { safeName } from './upload.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

// The smallest headers each format needs for its size to be read (made here, not copied).
const jpeg = (w: number, h: number) =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
const webp = (w: number, h: number) => {
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]), Buffer.from([(w - 1) & 255, ((w - 1) >> 8) & 255, (w - 1) >> 16, (h - 1) & 255, ((h - 1) >> 8) & 255, (h - 1) >> 16])]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([chunk.length + 4, 0, 0, 0]), Buffer.from('WEBP'), chunk]);
};
const avif = (w: number, h: number) =>
  Buffer.concat([
    box('ftyp', Buffer.from('avif'), u32(0), Buffer.from('avifmif1')),
    box('meta', u32(0), box('iprp', box('ipco', box('ispe', u32(0), u32(w), u32(h))))),
  ]);

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
    ['JPEG', jpeg(37, 21), 'jpg'],
    ['WebP', webp(640, 360), 'webp'],
    ['AVIF', avif(1200, 630), 'avif'],
  ])('reads the size of a %s from its bytes, whatever its name says', async (_format, bytes, ext) => {
    const { status, json } = await upload('Photo.png', bytes);
    expect(status).toBe(200);
    const [w, h] = ext === 'jpg' ? [37, 21] : ext === 'webp' ? [640, 360] : [1200, 630];
    expect(json).toEqual({ path: `/images/photo.${ext}`, width: w, height: h });
  });

  it('never replaces a file without confirmation (overwrite=1)', async () => {
    const first = await upload('logo.webp', webp(10, 10));
    expect(first.status).toBe(200);
    const again = await upload('logo.webp', webp(20, 20));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: expect.stringContaining('/images/logo.webp already exists'), path: '/images/logo.webp' });
    expect(readFileSync(studio.copy.file('content/public/images/logo.webp'))).toEqual(webp(10, 10));
    const confirmed = await upload('logo.webp', webp(20, 20), true);
    expect(confirmed.json.width).toBe(20);
    expect(readFileSync(studio.copy.file('content/public/images/logo.webp'))).toEqual(webp(20, 20));
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
    const big = Buffer.concat([webp(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const { status, json } = await upload('big.webp', big);
    expect(status).toBe(413);
    expect(json.error).toMatch(/larger than 5 MB/);
    expect(existsSync(studio.copy.file('content/public/images/big.webp'))).toBe(false);
  });

  it('lists an uploaded picture for the image picker', async () => {
    await upload('listed.avif', avif(2, 2));
    const { json } = await studio.api('GET', 'files');
    expect(json.publicFiles).toContain('/images/listed.avif');
  });
});

describe('safeName', () => {
  it('makes a name anyone can type and no path can hide in', () => {
    expect(safeName('../../etc/passwd.png')).toBe('etc-passwd');
    expect(safeName('Café Olé!.JPEG')).toBe('cafe-ole');
    expect(safeName('....png')).toBe('image');
  });
});
