import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { keepWhole, placeFromCache } from './keep-whole.ts';
import { phoneSlotWidth } from '../../src/pictures/slots.ts';
import { chosenWidth, FORMATS, variantPath, variantWidths, type PictureManifest, type VariantFormat } from '../../src/pictures/variants.ts';
import { encodeVariant } from './picture-variant.ts';
import { PICTURE_CACHE, PICTURES_DIR } from './picture-manifest.ts';

/**
 * Writes every variant of the site's pictures into dist/assets/pictures/, each from the shared cache
 * (node_modules/.cache/site-pictures/, by picture key, width and format) when made before: whole
 * builds, incremental builds, shards' merges and later builds encode a variant once. Variants of
 * pictures no longer in content/public are removed, so an incremental build equals a clean one.
 */
export const VARIANTS_DIR = 'assets/pictures';

/** The phone the budget is measured on: 375 px wide at 3 device pixels per px (the densest phones in use). */
export const PHONE = { viewport: 375, dpr: 3 } as const;
/** The most a page's largest picture may weigh on that phone, in bytes (issue #33). */
export const PHONE_PICTURE_BUDGET = 60 * 1024;

export interface PicturesWritten {
  variants: number;
  encoded: number;
  /** Each picture's AVIF as that phone fetches it, in bytes, largest first. */
  onPhone: { src: string; bytes: number }[];
}

/** One variant's file in the cache and its size, encoded now from the picture `file` and kept there when not made before. */
export async function cachedVariantFile(file: string, key: string, width: number, format: VariantFormat, cache = PICTURE_CACHE): Promise<{ kept: string; bytes: number; encoded: boolean }> {
  const kept = path.join(cache, `${key}-${width}.${format}`);
  const known = statSync(kept, { throwIfNoEntry: false });
  if (known) return { kept, bytes: known.size, encoded: false };
  const data = await encodeVariant(readFileSync(file), width, format);
  keepWhole(kept, data);
  return { kept, bytes: data.length, encoded: true };
}

/** One variant from the cache, or encoded now from the picture `file` and kept there. */
export async function cachedVariant(file: string, key: string, width: number, format: VariantFormat, cache = PICTURE_CACHE): Promise<{ data: Buffer; encoded: boolean }> {
  const { kept, encoded } = await cachedVariantFile(file, key, width, format, cache);
  return { data: readFileSync(kept), encoded };
}

/** Whether two names are of one file (placeFromCache links a variant into dist/). */
function sameFile(a: string, b: string): boolean {
  const [x, y] = [statSync(a, { throwIfNoEntry: false }), statSync(b, { throwIfNoEntry: false })];
  return Boolean(x && y && x.ino === y.ino && x.dev === y.dev);
}

export async function writePictures(siteRoot: string, dist: string, manifest: PictureManifest, cache = PICTURE_CACHE): Promise<PicturesWritten> {
  const out = path.join(dist, VARIANTS_DIR);
  mkdirSync(out, { recursive: true });
  const written = new Set<string>();
  const onPhone: PicturesWritten['onPhone'] = [];
  let encoded = 0;
  for (const [src, facts] of Object.entries(manifest)) {
    const file = path.join(siteRoot, PICTURES_DIR, src);
    const widths = variantWidths(facts[0]);
    const phoneWidth = chosenWidth(widths, phoneSlotWidth(PHONE.viewport), PHONE.dpr);
    for (const width of widths) {
      for (const format of FORMATS) {
        const name = path.basename(variantPath(facts, width, format));
        const target = path.join(out, name);
        written.add(name);
        const variant = await cachedVariantFile(file, facts[2], width, format, cache);
        if (variant.encoded) encoded += 1;
        // A second name of the cached file (placeFromCache), as cards are: a build that finds it there, as every
        // build after the first does, neither reads nor writes the variant (96 variants: 14-20 ms of each build).
        if (!sameFile(variant.kept, target)) placeFromCache(variant.kept, target);
        if (format === 'avif' && width === phoneWidth) onPhone.push({ src, bytes: variant.bytes });
      }
    }
  }
  for (const file of readdirSync(out)) if (!written.has(file)) rmSync(path.join(out, file));
  onPhone.sort((a, b) => b.bytes - a.bytes);
  return { variants: written.size, encoded, onPhone };
}
