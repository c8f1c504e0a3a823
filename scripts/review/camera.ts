/**
 * Full-page pictures of built pages that are the same from one run to the next: one Chromium for
 * the whole review, a context per site and picture in progress with reduced motion, the clock stopped at a
 * fixed date (so timers never move the typed headline and the footer shows that year), animations
 * and transitions frozen, carets hidden, every picture loaded, and no network but the local server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.ts';
import type { Box } from './boxes.ts';

/** The widths of every picture: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;

/**
 * Whole pages go into the report at most this wide (half of 1280: the report shows before and
 * after side by side): a quarter of the pixels to encode and to download. Close-ups keep every pixel.
 */
export const WHOLE_PAGE_WIDTH = 640;

// Frozen motion and no carets, whatever the page's own styles say.
const STILL = `*, *::before, *::after {
  animation: none !important; transition: none !important; scroll-behavior: auto !important;
  caret-color: transparent !important;
}
[class*="__caret"] { visibility: hidden !important; }`;

/** Steps of the stopped clock while the page starts (its start-up waits for a timer): a timer longer than all of them never fires. */
const STEP_MS = 50;
const MAX_STEPS = 60;

// Plain scripts for the browser, read as text so that nothing rewrites them on the way.
const browserScript = (name: string) => readFileSync(path.join(import.meta.dirname, 'browser', name), 'utf8');
const PIXELMATCH = readFileSync(path.join(import.meta.dirname, '../../node_modules/pixelmatch/index.js'), 'utf8').replace(/^export default function/m, 'function');

/** A picture encoded for the report (WebP, or JPEG past WebP's 16,383 pixels). */
export interface Encoded {
  type: string;
  width: number;
  height: number;
  base64: string;
}

export interface Rendered {
  before?: Encoded;
  after?: Encoded;
  diff?: Encoded;
  closeUps: { before?: Encoded; after?: Encoded }[];
}

export interface Compared {
  width: number;
  height: number;
  /** Pixels pixelmatch finds different (anti-aliasing left out). */
  changed: number;
  /** Changed cells of a `cell`-pixel grid, row by row. */
  cells: number[];
  columns: number;
}

/** Where on a page pictures did not load, and where its texts are (in pixels of its picture). */
export interface PageBoxes {
  unloaded: Box[];
  texts: Box[];
}

export interface Picture extends PageBoxes {
  png: Buffer;
}

export class Camera {
  private constructor(private browser: Browser) {}

  static async open(): Promise<Camera> {
    ensureChromium();
    return new Camera(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }));
  }

  /** Contexts not in use, by origin: making one costs more than a picture's page, and one serves one picture at a time. */
  private idle = new Map<string, BrowserContext[]>();

  private async context(origin: string, date: Date): Promise<BrowserContext> {
    const reuse = this.idle.get(origin)?.pop();
    if (reuse) return reuse;
    const context = await this.browser.newContext({ viewport: { width: 1280, height: HEIGHT }, deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true, serviceWorkers: 'block' });
    await context.route('**/*', (route) => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()));
    // The clock runs from `date` until paused a minute later (no page is open yet, so no timer fires); after that it moves only when told to.
    await context.clock.install({ time: date });
    await context.clock.pauseAt(new Date(date.getTime() + 60_000));
    return context;
  }

  /** A PNG of the whole page at `url`, `width` pixels wide, with the clock at `date`, and what was seen on it. */
  async picture(url: string, width: number, date: Date): Promise<Picture> {
    const origin = new URL(url).origin;
    const context = await this.context(origin, date);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(url, { waitUntil: 'load' });
      // The page starts once it has painted, on a timer: let the stopped clock run in small steps until it has.
      // Timers further off (the typed headline's next line, seconds away) never fire.
      for (let step = 0; step < MAX_STEPS; step++) {
        if (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))) break;
        await context.clock.runFor(STEP_MS);
      }
      await page.addStyleTag({ content: STILL });
      const seen = (await page.evaluate(browserScript('settle.js'))) as PageBoxes;
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
      return { png, ...seen };
    } finally {
      await page.close();
      this.idle.set(origin, [...(this.idle.get(origin) ?? []), context]);
    }
  }

  private bench?: Promise<Page>;

  /** A blank page with pixelmatch and browser/pictures.js, where pictures are compared and encoded. */
  private workbench(): Promise<Page> {
    this.bench ??= (async () => {
      const page = await (await this.browser.newContext()).newPage();
      await page.addScriptTag({ content: `(() => {\n${PIXELMATCH}\nwindow.pixelmatch = pixelmatch;\n})();` });
      await page.addScriptTag({ content: browserScript('pictures.js') });
      return page;
    })();
    return this.bench;
  }

  /** Compares two PNGs (either may be missing: a new or removed page), keeping them under `id` for render(). */
  async compare(id: string, before: Buffer | undefined, after: Buffer | undefined, cell: number): Promise<Compared> {
    const page = await this.workbench();
    return page.evaluate(([i, b, a, c]) => (window as unknown as { reviewPictures: { compare(...args: unknown[]): Promise<Compared> } }).reviewPictures.compare(i, b, a, c), [id, before?.toString('base64') ?? '', after?.toString('base64') ?? '', cell] as const);
  }

  /**
   * The pictures kept under `id`, boxes drawn on both, encoded for the report no wider than
   * `maxWidth`; the difference picture when there are boxes; each of `closeUps` cut out of both at full size.
   */
  async render(id: string, boxes: Box[], closeUps: Box[], quality = 0.8, maxWidth = WHOLE_PAGE_WIDTH): Promise<Rendered> {
    const page = await this.workbench();
    return page.evaluate(([i, b, c, q, w]) => (window as unknown as { reviewPictures: { render(...args: unknown[]): Promise<Rendered> } }).reviewPictures.render(i, b, c, q, w), [id, boxes, closeUps, quality, maxWidth] as const);
  }

  /** Lets go of the pictures kept under `id` (nothing to show of them). */
  async forget(id: string): Promise<void> {
    const page = await this.workbench();
    await page.evaluate((i) => (window as unknown as { reviewPictures: { forget(id: string): void } }).reviewPictures.forget(i), id);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
