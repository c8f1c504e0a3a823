import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '../support/content.ts';
import { launch, layoutShift, open, recordLayoutShifts, shiftsMoved } from './harness.ts';

// A reader who flicks to the end of a page as soon as it opens sees nothing move: every section has
// its own height from the first frame it is drawn in. Guards against skipping the layout of sections
// below the first screen (with content-visibility: auto an 800 px estimate stood in for them, and on
// the longest page at 1280 px the footer jumped by a sixth of the screen), and against content sized late.
// Checked on every page the editors made.
const ROUTES = staticRoutes();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(ROUTES)('%s, read to the end at once', (route) => {
  for (const [width, height] of [[375, 812], [1280, 800]] as const) {
    it(`at ${width} px: nothing moves when the reader jumps from the top to the end`, async () => {
      const { page, problems } = await open(browser, route, { width, height, before: recordLayoutShifts });
      // One frame at the top, a jump to the end as a script scrolls (not input, so every shift counts),
      // then frames drawn there. Only what moves from the jump on is this test's: how a page settles
      // while it loads is measured by Lighthouse and the pictures test.
      const { jumped, end } = await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        await frame();
        const jumped = performance.now();
        window.scrollTo(0, document.documentElement.scrollHeight);
        for (let i = 0; i < 4; i++) await frame();
        return { jumped, end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 };
      });
      // Below 0.001, not 0: twice on a slow CI machine Chromium reported 0.000001 and 0.000005 here (a few
      // hundred square pixels moving a few pixels, which no reader sees; their source is not found yet).
      // Skipped layout moved pages by 0.008 to 0.17.
      expect(await layoutShift(page, jumped), await shiftsMoved(page, jumped)).toBeLessThan(0.001);
      expect(end, 'the reader is still at the end of the page').toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
