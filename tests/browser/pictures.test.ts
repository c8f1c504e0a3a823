import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_PICTURE_BUDGET } from '../../scripts/build/write-pictures.ts';
import { launch, layoutShift, open, recordLayoutShifts, shiftsMoved } from './harness.ts';

/**
 * The built site's pictures in Chromium: the format and width each screen fetches, the bytes of
 * each page's largest picture on a 375 px phone, and no layout shift while pictures load.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The blog and its articles, from the built sitemap (the pages with content pictures).
const blogPages = () =>
  [...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p === '/blog' || p.startsWith('/blog/'));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Seen {
  src: string;
  current: string;
  lcp: boolean;
  lazy: boolean;
  cssWidth: number;
  widths: number[];
  bytes: number;
}

/** Opens a page, scrolls through it so that lazy pictures load, and reads what each picture fetched, and the layout shift. */
async function pictures(address: string, width: number, dpr: number): Promise<{ seen: Seen[]; shift: number; moved: string; problems: string[] }> {
  const { page, problems } = await open(browser, address, { width, height: 800, scale: dpr, before: recordLayoutShifts });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const seen = await page.evaluate(() =>
    [...document.querySelectorAll('picture img')].map((node) => {
      const img = node as HTMLImageElement;
      const srcset = img.parentElement!.querySelector('source')!.getAttribute('srcset')!;
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
      return {
        src: img.getAttribute('src')!,
        current: img.currentSrc,
        lcp: img.getAttribute('fetchpriority') === 'high',
        lazy: img.getAttribute('loading') === 'lazy',
        cssWidth: img.getBoundingClientRect().width,
        widths: srcset.split(', ').map((c) => Number(c.split(' ')[1]!.slice(0, -1))),
        bytes: entry?.encodedBodySize ?? -1,
      };
    }),
  );
  const shift = await layoutShift(page);
  const moved = await shiftsMoved(page);
  await page.context().close();
  return { seen, shift, moved, problems };
}

describe('pictures in Chromium', () => {
  for (const [width, dpr] of [[375, 3], [1280, 1]] as const) {
    it(`at ${width} px (${dpr}x) each picture is AVIF, no wider than the screen needs; the largest is fetched first and fits the budget; nothing shifts`, async () => {
      const pages = blogPages();
      expect(pages.length).toBeGreaterThan(1);
      for (const address of pages) {
        const { seen, shift, moved, problems } = await pictures(address, width, dpr);
        expect(problems, address).toEqual([]);
        expect(shift, `${address}\n${moved}`).toBe(0);
        expect(seen.length, address).toBeGreaterThan(0);
        // One picture per page is its largest, fetched first: an article's cover, the blog's first card.
        expect(seen.filter((p) => p.lcp).length, address).toBe(1);
        for (const p of seen) {
          expect(p.lcp && p.lazy, `${address} ${p.src}`).toBe(false);
          expect(p.current, `${address} ${p.src}`).toMatch(/\/assets\/pictures\/[0-9a-f]+-\d+\.avif$/);
          const fetched = Number(/-(\d+)\.avif$/.exec(p.current)![1]);
          const needed = p.cssWidth * dpr;
          const smaller = p.widths.filter((w) => w < fetched);
          // Wide enough for the device pixels (less the card's 1 px borders), or the widest there is…
          expect(fetched >= needed - 2 * dpr || fetched === Math.max(...p.widths), `${address} ${p.current} for ${needed}`).toBe(true);
          // …and no wider than needed: the next width down would not fill the slot.
          if (smaller.length) expect(Math.max(...smaller), `${address} ${p.current} for ${needed}`).toBeLessThan(needed);
        }
        const lcp = seen.find((p) => p.lcp)!;
        if (width === 375) expect(lcp.bytes, `${address} ${lcp.current}`).toBeGreaterThan(0);
        if (width === 375) expect(lcp.bytes, `${address} ${lcp.current}`).toBeLessThanOrEqual(PHONE_PICTURE_BUDGET);
      }
    });
  }
});
