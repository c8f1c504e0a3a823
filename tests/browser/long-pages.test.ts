import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Camera } from '../../scripts/review/camera.ts';
import { pageAt, staticRoutes } from '../support/content.ts';
import { baseURL, launch, layoutShift, recordLayoutShifts } from './harness.ts';

// A page's sections from its third block on are laid out only as they come near the screen
// (content-visibility in src/styles/global.css): a long page's first layout costs what its first
// screen shows. Checked on the page with the most blocks, whichever the editors made longest.
const route = staticRoutes().reduce((a, b) => (pageAt(b).blocks.length > pageAt(a).blocks.length ? b : a));
const SECTIONS = 'main > .section, main > site-island > .section';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** For each section of the page, in order: whether Chromium has laid out and drawn what is in it (not skipped). */
const drawn = (page: Page): Promise<boolean[]> =>
  page.evaluate((selector) => [...document.querySelectorAll(selector)].map((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })), SECTIONS);

describe(`a long page (${route})`, () => {
  it('has enough blocks to have sections below the first screen', () => {
    expect(pageAt(route).blocks.length).toBeGreaterThanOrEqual(4);
  });

  for (const [width, height] of [[375, 812], [1280, 900]] as const) {
    it(`at ${width} px lays out its later sections only as they come near the screen, and nothing moves while it is read`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
      await recordLayoutShifts(page);
      await page.goto(baseURL() + route, { waitUntil: 'load' });
      const first = await drawn(page);
      expect(first[0], 'the first section').toBe(true);
      expect(first.at(-1), 'the last section, before the reader gets there').toBe(false);
      // Read down to the end, a screen at a time, as a script scrolls (not input, so every shift counts).
      for (let step = 0; step < 100 && !(await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)); step++) {
        await page.evaluate(() => scrollBy(0, innerHeight * 0.8));
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      expect((await drawn(page)).at(-1), 'the last section, once the reader is there').toBe(true);
      expect(await layoutShift(page)).toBe(0);
      await context.close();
    });
  }

  it('is pictured whole by the review, the sections below the first screen included', async () => {
    // The page as tall as it is with every section drawn, and where its last section is.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    await page.goto(baseURL() + route, { waitUntil: 'load' });
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const whole = await page.evaluate((selector) => {
      const last = [...document.querySelectorAll(selector)].at(-1)!.getBoundingClientRect();
      return { height: document.documentElement.scrollHeight, last: { top: Math.round(last.top + scrollY), height: Math.round(last.height) } };
    }, SECTIONS);
    await context.close();
    const camera = await Camera.open();
    try {
      const { png } = await camera.picture(baseURL() + route, 375, new Date('2026-06-01T10:00:00Z'));
      const picture = sharp(png);
      expect((await picture.metadata()).height).toBe(whole.height);
      // The last section is drawn in the picture: its part of it is not one flat colour.
      const strip = await sharp(png).extract({ left: 0, top: whole.last.top, width: 375, height: whole.last.height }).stats();
      expect(Math.max(...strip.channels.map((c) => c.stdev))).toBeGreaterThan(0);
    } finally {
      await camera.close();
    }
  });
});
