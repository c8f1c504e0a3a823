/**
 * Where the site shows content pictures, each slot as its CSS lays it out (src/styles/global.css's
 * .container: min(100% - 48px, 1180px)). `sizes` tells the browser the slot's width before any CSS
 * has loaded, so that it picks the smallest variant that fills the slot at its device pixels.
 * SLOT_WIDTHS are the slots' narrowest (a 320 px phone) and widest CSS widths, which the variants'
 * widths cover (src/pictures/variants.ts; held there by tests/unit/build/pictures.test.ts).
 * Keep these beside the CSS they describe: a slot made wider here without its CSS (or the reverse)
 * makes phones fetch too much, or too little.
 */

export const SLOTS = {
  /** An article's cover and the pictures in its text: .blog-article__inner, at most 780 px wide. */
  article: '(min-width: 828px) 780px, calc(100vw - 48px)',
  /**
   * A post's card: one column below 768 px (up to 719 px wide), two to 1024 px, three from there
   * (.blog-grid--featured and --latest in BlogList.css, .blog-related__list in BlogArticle.css).
   */
  card: '(min-width: 1228px) 378px, (min-width: 1024px) calc(33.3vw - 32px), (min-width: 768px) calc(50vw - 36px), calc(100vw - 48px)',
} as const satisfies Record<string, string>;

export const SLOT_WIDTHS = {
  article: { narrowest: 272, widest: 780 },
  card: { narrowest: 272, widest: 719 },
} as const satisfies Record<keyof typeof SLOTS, { narrowest: number; widest: number }>;

export type SlotName = keyof typeof SLOTS;

/** Every slot on a phone (below 768 px): the container's width, the viewport less its 24 px margins. */
export const phoneSlotWidth = (viewport: number): number => viewport - 48;
