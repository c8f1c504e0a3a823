import { kb } from './budget.ts';
import { PHONE, PHONE_PICTURE_BUDGET, type PicturesWritten } from './write-pictures.ts';

/**
 * The build's line on pictures, and the pictures over the phone budget. Any content picture may be
 * a page's largest (an article's cover, a list's first card), so each is held to the budget: its
 * AVIF as a 375 px phone fetches it.
 */
export function pictureReport(written: PicturesWritten): { line: string; over: string[] } {
  const { viewport, dpr } = PHONE;
  const heaviest = written.onPhone[0];
  const line =
    `Pictures: ${written.variants} variants (${written.encoded} encoded now, the rest from the cache)` +
    (heaviest ? `; the heaviest on a ${viewport} px phone at ${dpr}x is ${heaviest.src}, ${kb(heaviest.bytes)} of ${kb(PHONE_PICTURE_BUDGET)}.` : '.');
  const over = written.onPhone
    .filter((p) => p.bytes > PHONE_PICTURE_BUDGET)
    .map((p) => `the picture ${p.src} weighs ${kb(p.bytes)} on a ${viewport} px phone, over ${kb(PHONE_PICTURE_BUDGET)}: use a simpler or smaller picture`);
  return { line, over };
}
