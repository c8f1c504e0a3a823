import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/content.ts';
import { baseURL, hydrated, launch, open } from './harness.ts';

const { assistantId, scriptUrl, stylesheetUrl, region, position, autostart } = site().assistant;
// Two menu entries to navigate through on the client (their labels are content).
const [first, second] = site().navigation.links.filter((l) => l.href.startsWith('/') && l.href !== '/');

// A stand-in for the provider's script: records the configuration it found and how often it ran.
const STAND_IN = `window.__assistantRuns = (window.__assistantRuns || 0) + 1;
window.__assistantConfig = JSON.parse(JSON.stringify(window.VG_CONFIG));
window.__assistantAfterHydration = document.documentElement.hasAttribute('data-hydrated');`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withStandIn(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().url() === scriptUrl ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN }) : route.abort(),
  );
  await page.goto(`${baseURL()}/`, { waitUntil: 'load' });
  return { page, problems };
}

describe('the assistant loader', () => {
  it('is not in the prerendered page, so it never holds up the first paint', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).not.toContain(scriptUrl);
    expect(html).toMatch(/<div id="VG_OVERLAY_CONTAINER"[^>]*><\/div>/);
  });

  it('sets its configuration, then loads its script once per page (deferred, after the page’s islands have started)', async () => {
    const { page, problems } = await withStandIn();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __assistantRuns?: number }).__assistantRuns)).toBe(1);
    const config = await page.evaluate(() => (window as unknown as { __assistantConfig: unknown }).__assistantConfig);
    expect(config).toEqual({ ID: assistantId, region, render: position, stylesheets: [stylesheetUrl], autostart });
    expect(await page.evaluate(() => (window as unknown as { __assistantAfterHydration: boolean }).__assistantAfterHydration)).toBe(true);
    const scripts = page.locator(`script[src="${scriptUrl}"]`);
    expect(await scripts.count()).toBe(1);
    expect(await scripts.evaluate((s: HTMLScriptElement) => s.defer)).toBe(true);

    // Its overlay container sits outside the app root, left empty for the widget.
    expect(await page.evaluate(() => {
      const overlay = document.getElementById('VG_OVERLAY_CONTAINER');
      return !!overlay && !document.getElementById('root')!.contains(overlay) && overlay.childElementCount === 0;
    })).toBe(true);

    // Every link loads its page: each page loads the widget once of its own.
    for (const link of [first!, second!]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(`**${link.href}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __assistantRuns?: number }).__assistantRuns)).toBe(1);
      await page.waitForTimeout(300);
      expect(await scripts.count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __assistantRuns: number }).__assistantRuns)).toBe(1);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fails silently when its CDN cannot be reached', async () => {
    const { page, problems } = await open(browser, '/');
    await hydrated(page);
    await expect.poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, scriptUrl!)).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    // The page still works: a link goes through.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: first!.label, exact: true }).click();
    await page.waitForURL(`**${first!.href}`);
    expect(await page.locator('h1').count()).toBe(1);
    await page.context().close();
  });
});
