import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keepWhole } from './keep-whole.ts';
import { phoneSlotWidth } from '../../src/pictures/slots.ts';
import { chosenWidth, FORMATS, variantPath, variantWidths, type PictureManifest, type VariantFormat } from '../../src/pictures/variants.ts';
import { encodeVariant } from './picture-variant.ts';
import { PICTURE_CACHE, PICTURES_DIR } from './picture-manifest.ts';
import { fileStamp } from './file-stamp.ts';
import { warmProcess } from '../content/frozen-json.ts';

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

/** One variant from the cache, or encoded now from the picture `file` and kept there. */
export async function cachedVariant(file: string, key: string, width: number, format: VariantFormat, cache = PICTURE_CACHE): Promise<{ data: Buffer; encoded: boolean }> {
  const kept = path.join(cache, `${key}-${width}.${format}`);
  if (existsSync(kept)) return { data: readFileSync(kept), encoded: false };
  const data = await encodeVariant(readFileSync(file), width, format);
  keepWhole(kept, data);
  return { data, encoded: true };
}

/** --watch: the variants found in dist/ as they should be, with the stamp each file had then. */
const keptVariants = new Map<string, { key: string; stamp: string; bytes: number }>();

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
        // --watch: a variant found in dist/ with the right bytes is not read and written again at every save
        // while its file keeps its stamp (fileStamp: none for a file written in the last two seconds).
        const stamp = warmProcess.on ? fileStamp(target) : undefined;
        const kept = stamp === undefined ? undefined : keptVariants.get(target);
        if (kept && kept.key === facts[2] && kept.stamp === stamp) {
          if (format === 'avif' && width === phoneWidth) onPhone.push({ src, bytes: kept.bytes });
          continue;
        }
        const variant = await cachedVariant(file, facts[2], width, format, cache);
        if (variant.encoded) encoded += 1;
        if (stamp !== undefined && readFileSync(target).equals(variant.data)) keptVariants.set(target, { key: facts[2], stamp, bytes: variant.data.length });
        else writeFileSync(target, variant.data);
        if (format === 'avif' && width === phoneWidth) onPhone.push({ src, bytes: variant.data.length });
      }
    }
  }
  for (const file of readdirSync(out)) if (!written.has(file)) rmSync(path.join(out, file));
  onPhone.sort((a, b) => b.bytes - a.bytes);
  return { variants: written.size, encoded, onPhone };
}
