import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PictureFacts, PictureManifest } from '../../src/pictures/variants.ts';
import { warmProcess } from '../content/frozen-json.ts';
import { fileStamp } from './file-stamp.ts';
import { keepWhole } from './keep-whole.ts';
import { ENCODER_VERSION } from './picture-variant.ts';

/**
 * The raster pictures of content/public that pages show (virtual:pictures): by site path, their
 * width, height and key. The sharing pictures (og/) are left out: crawlers fetch the one file a
 * page names, so they get no variants. Pure: the same files give the same manifest.
 */
export const PICTURES_DIR = 'content/public';
const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;
const NOT_SHOWN = /^\/og\//;

/** A picture's key: its bytes and the encoder's settings (a change to either makes new variants, at new addresses). */
export const pictureKey = (bytes: Buffer): string => createHash('sha256').update(ENCODER_VERSION).update(bytes).digest('hex').slice(0, 10);

export async function pictureManifest(root: string): Promise<PictureManifest> {
  const dir = path.join(root, PICTURES_DIR);
  if (!existsSync(dir)) return {};
  const manifest: PictureManifest = {};
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && RASTER.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    const site = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    if (NOT_SHOWN.test(site)) continue;
    // --watch measures each picture once while its file is the same (every save wrote them all again).
    const stamp = warmProcess.on ? fileStamp(file) : undefined;
    const known = stamp === undefined ? undefined : measured.get(file);
    const facts = known?.stamp === stamp && known ? known.facts : await pictureFacts(readFileSync(file));
    manifest[site] = facts;
    if (stamp !== undefined) measured.set(file, { stamp, facts });
  }
  return manifest;
}
const measured = new Map<string, { stamp: string; facts: PictureFacts }>();

/** The pictures' shared cache folder: each variant (write-pictures.ts) and each picture's size, by picture key. */
export const PICTURE_CACHE = path.join(path.resolve(import.meta.dirname, '../..'), 'node_modules/.cache/site-pictures');

/** A picture's size, kept by its key: a build whose pictures were all measured before never loads sharp. */
export const sizeFile = (key: string): string => path.join(PICTURE_CACHE, `${key}.size`);

async function pictureFacts(bytes: Buffer): Promise<PictureFacts> {
  const key = pictureKey(bytes);
  const kept = sizeFile(key);
  try {
    const [width, height] = JSON.parse(readFileSync(kept, 'utf8')) as unknown[];
    if (Number.isInteger(width) && Number.isInteger(height)) return [width as number, height as number, key];
  } catch {
    // Not measured yet (or the file is damaged): measured now.
  }
  // sharp reads the header only. Loaded here, on first use: see encodeVariant.
  const { default: sharp } = await import('sharp');
  const { width, height, orientation } = await sharp(bytes).metadata();
  // A photo turned by its EXIF orientation (5 to 8) is shown, and encoded by sharp, the other way round.
  const turned = (orientation ?? 1) >= 5;
  const facts: PictureFacts = turned ? [height, width, key] : [width, height, key];
  keepWhole(kept, JSON.stringify(facts.slice(0, 2)));
  return facts;
}
