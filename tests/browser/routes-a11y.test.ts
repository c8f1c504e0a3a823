import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildReport } from '../../scripts/build/build-info.ts';
import { axeViolations, hydrated, launch, open, scrollsSideways } from './harness.ts';

// Every address the build wrote (the blog's fallback shell is not an address anyone visits).
const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const report = readBuildReport(dist);
const routes = report.map((r) => (r.path === '/404' ? '/no-such-page' : r.path)).filter((p) => !p.endsWith('/_fallback'));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The not-found page is served with status 404, which the browser reports on its console.
const expected = (route: string) => (route === '/no-such-page' ? [/status of 404/] : []);

describe.each(routes)('%s', (route) => {
  it('hydrates with no console error or hydration warning and has no WCAG 2.2 AA violation at 1280 px', async () => {
    const { page, problems } = await open(browser, route, { width: 1280, allow: expected(route) });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('has no WCAG 2.2 AA violation and does not scroll sideways at 375 px', async () => {
    const { page, problems } = await open(browser, route, { width: 375, allow: expected(route) });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
