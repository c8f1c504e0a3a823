import type { Metadata } from 'sharp';
import { StudioError } from './http.ts';

/** The longest side a picture is kept at: twice a wide screen's width, more than any slot of the site shows. */
export const MAX_SIDE = 2560;

type Raster = 'png' | 'jpg' | 'webp' | 'avif';

/**
 * An uploaded picture made ready to publish: shrunk to at most MAX_SIDE px on its long side, turned
 * upright by its EXIF orientation, and without its location, camera or other metadata (EXIF, XMP,
 * IPTC), which a phone photo carries and a public site must not. A picture that needs neither is
 * kept byte for byte (encoding it again would only lose quality).
 */
export async function preparePicture(bytes: Buffer, type: Raster): Promise<{ bytes: Buffer; width: number; height: number; changed: boolean }> {
  // Loaded here, not with the Studio's plugin: every build loads the plugin with vite.config.ts, and sharp
  // cost the bundler about 0.18 s of its start.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new StudioError(415, 'The picture could not be read: the file seems damaged. Export it again and retry.');
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const carries = Boolean(meta.exif || meta.xmp || meta.iptc || (meta.orientation ?? 1) !== 1);
  if (!carries && Math.max(width, height) <= MAX_SIDE) return { bytes, width, height, changed: false };
  // sharp writes no metadata unless asked: rotate() applies the orientation before it is dropped.
  let image = sharp(bytes).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  image = type === 'jpg' ? image.jpeg({ quality: 85, mozjpeg: true }) : type === 'png' ? image.png({ compressionLevel: 9 }) : type === 'webp' ? image.webp({ quality: 82 }) : image.avif({ quality: 60 });
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, changed: true };
}
