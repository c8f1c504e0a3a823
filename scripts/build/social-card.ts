import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { keepWhole, placeFromCache, writeOwnFile } from './keep-whole.ts';
import { CARD_SIZE, type CardFacts } from '../../src/head/card.ts';
import { collectGarbage } from './collect-garbage.ts';
import type { CardHelper } from './card-helper.ts';

/**
 * The social cards: each page's title, section and brand laid out by satori and drawn by resvg into
 * a 1200×630 PNG. A card is kept by the hash of what it shows (and of this layout's version), in a
 * folder every build shares (node_modules/.cache/site-cards/): incremental builds, shards and later
 * builds link (or copy) a known card instead of drawing it again.
 */

/** Raise when the layout or fonts change: every card is drawn again. */
const CARD_VERSION = '1';
const root = path.resolve(import.meta.dirname, '../..');
export const CARD_CACHE = path.join(root, 'node_modules/.cache/site-cards');

/** A satori element (the shape of a React element, without React). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: (CardNode | string)[] | string; src?: string; width?: number; height?: number };
}
const el = (type: string, style: Record<string, unknown>, children?: CardNode['props']['children'], extra: Partial<CardNode['props']> = {}): CardNode => ({ type, props: { style, children, ...extra } });

/** Long titles get smaller type so that they fit in three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 64 : 52);

/** What the card shows, as satori's input: the words here are the words in the picture. */
export function cardSource(card: CardFacts, logoSvg: string): CardNode {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return el('div', { width: CARD_SIZE.width, height: CARD_SIZE.height, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background: '#0e1530', color: '#ffffff', fontFamily: 'Inter' }, [
    el('div', { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }, [el('img', { marginRight: 22 }, undefined, { src: logo, width: 64, height: 64 }), card.brand]),
    el('div', { display: 'flex', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' }, card.title),
    el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30, fontWeight: 400, color: '#c7d2fe' }, [
      el('div', { display: 'flex' }, card.section),
      el('div', { display: 'flex', width: 180, height: 10, borderRadius: 5, background: '#5eead4' }),
    ]),
  ]);
}

type Fonts = Parameters<typeof import('satori').default>[1]['fonts'];
let fonts: Fonts | undefined;
/** Inter from its npm package (@fontsource/inter), Latin and Latin Extended (₹, €), regular and bold. */
function cardFonts(): Fonts {
  if (fonts) return fonts;
  const files = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
  fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({ name: 'Inter', weight, style: 'normal' as const, data: readFileSync(path.join(files, `inter-${subset}-${weight}-normal.woff`)) })),
  );
  return fonts;
}

/**
 * resvg's pixels (about 3 MB a card) are native memory that V8 does not count, and they are freed only when
 * their small JavaScript objects are collected: in a render thread, whose heap seldom needs a collection, a
 * cold build of 1,000 pages with new cards held 3.49 GB (6.1 GB with 10,000). A young-generation collection
 * after every second card frees them (those objects are young): 403 MB, in the same time (24.8 s wall and
 * 48.1 s of CPU, against 25.5 s and 49.6 s). A full collection every 16 cards held 1.0 GB and cost 18 s of CPU.
 */
const COLLECT_EVERY = 2;
let drawn = 0;
async function collectNow(): Promise<void> {
  collectGarbage('minor');
  // The native memory is freed by finalizers, which run once the collection has handed back to the event loop.
  await new Promise((resolve) => setImmediate(resolve));
}

/** satori, resvg and the fonts, loaded (once per thread). */
export async function loadCardTools() {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return { satori, Resvg, fonts: cardFonts() };
}

/**
 * A card of sample words in both weights, drawn and thrown away: satori reads the fonts on its first card, and
 * the card thread (card-helper.ts) does that first card while the build checks the content (about 100 ms of
 * a one-page rebuild at 10,027 pages, which had waited for it).
 */
export async function warmCardTools(): Promise<void> {
  await drawCard(cardSource({ path: '', brand: 'Aa', title: 'Aa ₹ €', section: 'Aa' }, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'));
}

/** The card as a PNG, drawn now. */
export async function drawCard(source: CardNode): Promise<Buffer> {
  // Loaded on first use: a build whose cards are all kept never draws one, and satori and resvg hold
  // about 16 MB in every process and render thread that loads them.
  const { satori, Resvg, fonts } = await loadCardTools();
  const svg = await satori(source as never, { ...CARD_SIZE, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  if (++drawn % COLLECT_EVERY === 0) await collectNow();
  return png;
}

let helper: CardHelper | undefined;
/** Cards the helper is drawing, written once drawn (see cardsWritten). */
const drawing: Promise<void>[] = [];
/** Cards this thread draws go to `drawer` (card-helper.ts) while it is set. */
export function drawCardsWith(drawer: CardHelper | undefined): void {
  helper = drawer;
}

/** Writes a page's card into dist/: from the shared cache when the same card was drawn before. Returns whether it was drawn. */
export async function writeCard(dist: string, card: CardFacts, logoSvg: string, cache = CARD_CACHE): Promise<boolean> {
  const source = cardSource(card, logoSvg);
  const key = createHash('sha256').update(CARD_VERSION).update(JSON.stringify(source)).digest('hex');
  const kept = path.join(cache, `${key}.png`);
  const target = path.join(dist, card.path);
  mkdirSync(path.dirname(target), { recursive: true });
  if (existsSync(kept)) {
    // A second name of the kept file (keep-whole.ts): copying it took 0.2-0.45 ms of CPU a card.
    placeFromCache(kept, target);
    return false;
  }
  const write = (png: Buffer) => {
    keepWhole(kept, png);
    writeOwnFile(target, png);
  };
  if (!helper) write(await drawCard(source));
  // The build goes on with its site files while the helper draws (cardsWritten waits for it). Should the
  // helper fail (it could not start), the card is drawn here, and a failure to draw it is this one's.
  else {
    const written = helper.draw(source).catch(() => drawCard(source)).then(write);
    // Its failure is cardsWritten's to report; a build that stops before then has its own reason.
    written.catch(() => {});
    drawing.push(written);
  }
  return true;
}

/** Once every card sent to the helper is drawn and written; throws the first that could not be. */
export async function cardsWritten(): Promise<void> {
  await Promise.all(drawing.splice(0));
}
