/**
 * The variants the build makes of each content picture, and their addresses: the same functions
 * in the build (which writes them) and in the pages (which name them), so the two always agree.
 */

/**
 * What the build knows of one picture of content/public (virtual:pictures, made by
 * scripts/build/picture-manifest.ts): the size it is shown at, and its key (its bytes and the
 * encoder's settings, hashed: a new picture gets new addresses, so variants are cached for ever).
 * A tuple, not an object: every picture's facts are in the blog's first load.
 */
export type PictureFacts = readonly [width: number, height: number, key: string];
/** Pictures by site path (/blog/x.webp). */
export type PictureManifest = Record<string, PictureFacts>;

export const FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof FORMATS)[number];

/**
 * Steps between widths, about 160 px apart, so that no screen fetches much more than it shows: from
 * a 320 px phone's slot at 1× (SLOTS' narrowest, 272 px) to the widest slot at 2× (780 px, so 1560).
 * slots.test.ts holds these to SLOTS. Kept as plain numbers: this code is in the blog's first load.
 */
const LADDER = [320, 480, 640, 800, 960, 1200];
export const WIDEST_VARIANT = 1600;

/** The widths a picture `width` px wide is made in: the steps below it, then its own width (at most WIDEST_VARIANT). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, WIDEST_VARIANT);
  return [...LADDER.filter((w) => w < top), top];
}

/** Where a variant is served (under /assets/, which every host serves with a year-long, immutable cache). */
export function variantPath(facts: PictureFacts, width: number, format: VariantFormat): string {
  return `/assets/pictures/${facts[2]}-${width}.${format}`;
}

/** A srcset of every width of one format. */
export function variantSrcSet(facts: PictureFacts, format: VariantFormat): string {
  return variantWidths(facts[0])
    .map((w) => `${variantPath(facts, w, format)} ${w}w`)
    .join(', ');
}

/** The width a browser picks from `widths` for a slot `cssWidth` px wide at `dpr` device pixels per px: the first that fills it, else the widest. */
export function chosenWidth(widths: readonly number[], cssWidth: number, dpr: number): number {
  return widths.find((w) => w >= cssWidth * dpr) ?? widths[widths.length - 1]!;
}
