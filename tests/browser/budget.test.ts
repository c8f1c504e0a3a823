import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEFORE_ISLANDS_KB, STATIC_PAGE_JS_BUDGET, STATIC_ROUTES_JS_BUDGET } from '../../scripts/build/budget.ts';
import { readBuildReport } from '../../scripts/build/build-info.ts';
import { staticRoutes } from '../support/content.ts';
import { baseURL, launch } from './harness.ts';

// First-load JavaScript as Chromium loads each built page and leaves it idle for 5 s with no
// interaction, in a window tall enough to show every `visible` island: the same files, and so the
// same gzipped figure, as the build reports (scripts/build/budget.ts).
const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const report = readBuildReport(dist);
// A shell for posts published after the build loads the post itself (the blog's source and its
// markdown) in the browser: more than a page's own first load, so it is left out here.
const pages = report.filter((r) => !r.path.endsWith('/_fallback'));
const IDLE_MS = 5000;
const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const measured = new Map<string, { files: string[]; js: number }>();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function firstLoad(address: string): Promise<{ files: string[]; js: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 12_000 } });
  const page = await context.newPage();
  const files = new Set<string>();
  let lastRequest = Date.now();
  page.on('request', (r) => {
    lastRequest = Date.now();
    const url = new URL(r.url());
    if (url.origin === baseURL() && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await page.goto(baseURL() + (address === '/404' ? '/no-such-page' : address), { waitUntil: 'load' });
  await page.waitForTimeout(IDLE_MS);
  // A machine this busy (several pages at once, beside another test file) may not yet have drawn the
  // frame in which the page sees its `visible` islands (CI once missed them after 5 s): two frames
  // more, then until no request has started for a second.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  while (Date.now() - lastRequest < 1000) await page.waitForTimeout(250);
  await context.close();
  const list = [...files].sort();
  const result = { files: list, js: list.reduce((n, f) => n + gzipped(f), 0) };
  measured.set(address, result);
  return result;
}

describe.concurrent('every page loads what the build says, and no more', () => {
  it.each(pages.map((r) => [r.path, r] as const))('%s', async (address, expected) => {
    const { files, js } = await firstLoad(address);
    expect(files).toEqual([...expected.files].sort());
    expect(js).toBe(expected.js);
    expect(js).toBeLessThanOrEqual(expected.budget);
    if (!expected.islands.length) expect(js).toBeLessThanOrEqual(STATIC_PAGE_JS_BUDGET);
    // React (the hydration runtime first among its files) comes only with an island that hydrates before any interaction.
    const runtime = expected.react?.files[0];
    expect(runtime !== undefined && files.includes(runtime)).toBe(expected.kind === 'react');
  }, 60_000);
});

describe('against the site before islands', () => {
  const kb = (address: string) => (measured.get(address) ?? { js: Number.NaN }).js / 1024;

  it('the home page, the services, the booking page, the blog and a post load at least 25% less', async () => {
    const post = pages.find((r) => r.route === '/blog/:slug')!.path;
    const compared: [string, number][] = [['/', BEFORE_ISLANDS_KB['/']], ['/services', BEFORE_ISLANDS_KB['/services']], ['/strategy-call', BEFORE_ISLANDS_KB['/strategy-call']], ['/blog', BEFORE_ISLANDS_KB['/blog']], [post, BEFORE_ISLANDS_KB['a blog post']]];
    for (const [address] of compared) if (!measured.has(address)) await firstLoad(address);
    for (const [address, before] of compared) expect(kb(address), address).toBeLessThanOrEqual(before * 0.75);
  }, 120_000);

  it('the routes without a parameter load at most 35% of what they loaded together', async () => {
    for (const route of staticRoutes()) if (!measured.has(route)) await firstLoad(route);
    const total = staticRoutes().reduce((n, route) => n + measured.get(route)!.js, 0);
    expect(total).toBeLessThanOrEqual(STATIC_ROUTES_JS_BUDGET);
  }, 300_000);
});
