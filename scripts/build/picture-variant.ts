import sharp from 'sharp';
import type { VariantFormat } from '../../src/pictures/variants.ts';

/**
 * One variant of a content picture: `width` px wide, in AVIF or WebP. Pure: the same bytes and
 * settings give the same file. Metadata (camera, location) is never copied into a variant.
 */

/** Raise when the settings below change: every picture gets new keys, addresses and variants. */
export const ENCODER_VERSION = 'pictures 1: avif q50 e4, webp q75 e4';

export function encodeVariant(bytes: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  // rotate(): upright by the EXIF orientation, as browsers show the original.
  const image = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 75, effort: 4 })).toBuffer();
}
