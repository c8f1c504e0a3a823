import { existsSync, unlinkSync } from 'node:fs';
import { imageSize } from 'image-size';
import { readBody, StudioError } from './http.ts';
import { contentPath } from './paths.ts';
import { preparePicture } from './upload-picture.ts';
import { writeAtomically } from './write.ts';

export const MAX_UPLOAD = 5 * 1024 * 1024;
export const UPLOAD_FOLDER = 'images';

type ImageType = 'png' | 'jpg' | 'webp' | 'avif';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The picture's format from its first bytes (never from its name), or why it is refused. */
export function imageType(bytes: Buffer): ImageType | 'svg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand or one of the compatible brands says AVIF.
    const size = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12), ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, i) => ascii(bytes, 16 + i * 4, 20 + i * 4))];
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<!doctype svg')) return 'svg';
  return null;
}

/** A file name anyone can type and every host serves: lowercase words joined by hyphens. */
export function safeName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{2,5}$/i, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** Width and height as the picture is shown (a JPEG turned by its EXIF orientation swaps them). */
function dimensions(bytes: Buffer): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new StudioError(415, 'The picture could not be read: the file seems damaged. Export it again and retry.');
  }
  const turned = (size.orientation ?? 1) >= 5;
  return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * Stores an uploaded picture in content/public/images/ under a safe name, after checking from
 * its bytes that it is PNG, JPEG, WebP or AVIF and at most 5 MB, shrunk to 2560 px at most and
 * without location or camera metadata. An existing file is replaced only
 * with `overwrite=1` (the Studio asks first).
 */
export async function upload(root: string, req: import('node:http').IncomingMessage, url: URL): Promise<{ path: string; width: number; height: number }> {
  const name = url.searchParams.get('name');
  if (!name) throw new StudioError(400, 'The upload needs the picture\'s file name (?name=…).');
  const overwrite = url.searchParams.get('overwrite') === '1';
  const bytes = await readBody(req, MAX_UPLOAD, 'The picture is larger than 5 MB. Make it smaller (for example export it as WebP at the size the page shows) and try again.');
  const type = imageType(bytes);
  if (type === 'svg') throw new StudioError(415, 'SVG pictures are not accepted because they can carry scripts. Export the picture as PNG, WebP or AVIF.');
  if (!type) throw new StudioError(415, 'This file is not a PNG, JPEG, WebP or AVIF picture (checked from its content, not its name).');
  dimensions(bytes);
  // Shrunk to at most 2560 px and without location or camera metadata (upload-picture.ts).
  const { bytes: kept, width, height } = await preparePicture(bytes, type);
  const file = contentPath(root, `content/public/${UPLOAD_FOLDER}/${safeName(name)}.${type}`, 'content/public');
  const publicPath = file.rel.slice('content/public'.length);
  if (existsSync(file.abs) && !overwrite) {
    throw new StudioError(409, `${publicPath} already exists. Replace it, or upload the picture under another name.`, { path: publicPath });
  }
  writeAtomically(file.abs, kept, { create: !overwrite, shown: publicPath });
  return { path: publicPath, width, height };
}

/**
 * Removes a picture uploaded while this server runs, once the edit that uploaded it is abandoned
 * (undone, discarded, or saved without it). Any other file is refused: the Studio never deletes a
 * picture it did not just add.
 */
export function removeUpload(root: string, uploads: Set<string>, input: unknown): { path: string; removed: boolean } {
  if (typeof input !== 'string' || !uploads.has(input)) {
    throw new StudioError(403, 'The Studio only removes pictures it uploaded itself since npm start, for an edit that was not kept.');
  }
  const file = contentPath(root, `content/public${input}`, 'content/public');
  uploads.delete(input);
  if (!existsSync(file.abs)) return { path: input, removed: false };
  unlinkSync(file.abs);
  return { path: input, removed: true };
}
