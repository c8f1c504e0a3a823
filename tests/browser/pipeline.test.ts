import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, site, staticRoutes } from '../support/content.ts';
import { shownTexts } from '../support/shown.ts';
import { baseURL, hydrated, launch, open } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('prerendered pages', () => {
  it('has the Home heading, title, description, canonical and JSON-LD with JavaScript off', async () => {
    const { page } = await open(browser, '/', { javaScript: false });
    // Visible, in place: not outlined into a hidden element that only a script would reveal.
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    expect(await page.locator('main template, [hidden][id^="S:"]').count()).toBe(0);
    expect(await page.title()).toBe(pageAt('/').seo.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(pageAt('/').seo.description);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https:\/\/.+\/$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Organization');
    await page.context().close();
  });

  it('hydrates Home with no console error or warning', async () => {
    const { page, problems } = await open(browser, '/');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("ships each page's content with its own route only, never in the first bundle", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const bundle = await (await fetch(baseURL() + entry)).text();
    // Words that appear only in other pages' content files (one long plain phrase from each of three pages).
    const shared = JSON.stringify([pageAt('/'), site()]);
    const elsewhere = staticRoutes()
      .filter((r) => r !== '/')
      .map((r) => pageAt(r).blocks.flatMap(shownTexts).find((t) => t.length >= 20 && /^[\w ,-]+$/.test(t) && !shared.includes(t)))
      .filter((t): t is string => !!t)
      .slice(0, 3);
    expect(elsewhere).toHaveLength(3);
    for (const words of elsewhere) expect(bundle, words).not.toContain(words);
  });

  it('serves unknown addresses with the 404 page and status', async () => {
    const response = await fetch(`${baseURL()}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('noindex');
    expect(html).toContain('<h1');
  });

  it('navigates client-side to the 404 page and back, updating title, robots and canonical', async () => {
    const { page, problems } = await open(browser, '/');
    await hydrated(page);
    const homeTitle = await page.title();
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.title()).toBe(pageAt('*').seo.title);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(homeTitle);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
