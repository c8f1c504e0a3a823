import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildManifest, readBuildReport } from '../../scripts/build/build-info.ts';
import { CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, OVERLAY_TAG } from '../../src/routing/devEvents.ts';
import { pageAt, publishedPosts, siteContent, staticRoutes } from '../support/content.ts';
import { shownTexts } from '../support/shown.ts';
import { baseURL, hydrated, launch, open } from './harness.ts';

// How pages reach the browser: each a prerendered document with its own islands' props, the next
// page loaded as a document of its own (fetched ahead by the speculation rules). Expected values
// come from the content and the build's own files.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const manifest = readBuildManifest(dist);
const report = readBuildReport(dist);
const content = siteContent();
const site = content.site!;
const scripts = [...new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')))];
const everyScript = scripts.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
const [first, second] = site.navigation.links.filter((l) => l.href.startsWith('/') && l.href !== '/').map((l) => l.href);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page recording the path of every request the site makes, from the very first. */
async function openRecording(address: string, width = 1280): Promise<{ page: Page; requests: string[]; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === baseURL()) requests.push(url.pathname);
  });
  const aborted = new Set<string>();
  page.on('console', (m) => {
    // The assistant's CDN is out of reach in tests; the browser reports each refused request.
    if (m.type() === 'error' && aborted.has(m.location().url)) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => (aborted.add(r.request().url()), r.abort()));
  await page.goto(baseURL() + address, { waitUntil: 'load' });
  await hydrated(page);
  return { page, requests, problems };
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const markDocument = (page: Page) => page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument ?? false);
const deliveryType = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);

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

  it('starts Home with no console error or warning', async () => {
    const { page, problems } = await open(browser, '/');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps every page out of the scripts: pages are documents, with no data files and no route table', () => {
    for (const { page } of content.pages) expect(everyScript).not.toContain(page.seo.description);
    // Words that appear only in one page's content (one long plain phrase from each of three pages).
    const shared = JSON.stringify([pageAt('/'), site]);
    const only = staticRoutes()
      .filter((r) => r !== '/')
      .map((r) => pageAt(r).blocks.flatMap(shownTexts).find((t) => t.length >= 20 && /^[\w ,-]+$/.test(t) && !shared.includes(t)))
      .filter((t): t is string => !!t)
      .slice(0, 3);
    expect(only).toHaveLength(3);
    for (const words of only) expect(everyScript, words).not.toContain(words);
    expect(Object.keys(manifest).filter((source) => source.startsWith('content/'))).toEqual([]);
    expect(existsSync(path.join(dist, '_data'))).toBe(false);
  });

  it('leaves the dev-only overlay, content refresh and router out of the production scripts', () => {
    for (const marker of [OVERLAY_TAG, CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, '_data/routes.json']) expect(everyScript).not.toContain(marker);
    // react-router's own error text: the built pages navigate as documents.
    expect(everyScript).not.toMatch(/useNavigate\(\) may be used only in the context/);
  });

  it('serves unknown addresses with the 404 page and status', async () => {
    const response = await fetch(`${baseURL()}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('noindex');
    expect(html).toContain('<h1');
  });
});

describe('navigation between pages', () => {
  it('loads the next page as a document of its own, fetched ahead while the pointer rested on its link', async () => {
    const { page, problems } = await openRecording('/');
    // What Chromium does with the site's rules (read from the Speculation-Rules header: a file, no inline script).
    const cdp = await page.context().newCDPSession(page);
    const ready: string[] = [];
    cdp.on('Preload.prefetchStatusUpdated', (e) => e.status === 'Ready' && ready.push(new URL(e.prefetchUrl).pathname));
    await cdp.send('Preload.enable');
    await markDocument(page);
    const link = page.locator(`header a[href="${first}"]`).first();
    await link.hover();
    await expect.poll(() => ready).toContain(first);
    await link.click();
    await page.waitForURL(`**${first}`);
    expect(await sameDocument(page)).toBe(false);
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    expect(await page.title()).toBe(pageAt(first!).seo.title);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fetches the next page on hover or focus with the page script where the browser has no Speculation Rules', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
      HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
    });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const prefetched: string[] = [];
    page.on('request', (r) => r.url().startsWith(baseURL()) && r.resourceType() !== 'document' && !/\/assets\//.test(r.url()) && prefetched.push(new URL(r.url()).pathname));
    await page.goto(`${baseURL()}/`, { waitUntil: 'load' });
    await hydrated(page);
    await page.locator(`header a[href="${first}"]`).first().hover();
    await expect.poll(() => prefetched).toContain(first);
    await page.locator(`header a[href="${second}"]`).first().focus();
    await expect.poll(() => prefetched).toContain(second);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('starts a new page at the top and returns to the same place on Back', async () => {
    const { page, problems } = await openRecording('/');
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const where = await scrollY(page);
    await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`header a[href="${href}"]`)!.click(), first);
    await expect.poll(() => new URL(page.url()).pathname).toBe(first);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => scrollY(page)).toBe(where);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a lean blog', () => {
  const heavy = (file: string) => /\/assets\/(markdown|supabase|embedded)-[\w-]+\.js$/.test(file);
  const article = report.find((r) => r.route === '/blog/:slug' && !r.path.endsWith('/_fallback'))!.path;

  it.each(['/blog', article])('%s loads neither the markdown pipeline nor supabase-js, before or after the visitor uses it', async (address) => {
    const { page, requests, problems } = await openRecording(address);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(heavy)).toEqual([]);
    // Waking the island (the list's search, the article's Share button) brings React and the block, nothing more.
    await page.locator('main input[type="search"], main .blog-article__share').first().focus();
    await page.locator('site-island[data-hydrated]').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(requests.filter(heavy)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a post published after the build: the fallback shell loads it in the browser', async () => {
    const post = publishedPosts().find((p) => `/blog/${p.slug}` === article)!;
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    // The assistant's CDN is out of reach in tests: its refused request is not the site's fault.
    page.on('console', (m) => m.type() === 'error' && m.location().url.startsWith(baseURL()) && problems.push(m.text()));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    // As the host answers for a post the build never saw: the shell.
    const shell = readFileSync(path.join(dist, 'blog/_fallback.html'), 'utf8');
    await page.route(baseURL() + article, (r) => r.fulfill({ contentType: 'text/html', body: shell }));
    await page.goto(baseURL() + article);
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(post.title);
    await expect.poll(() => page.title()).toContain(post.title);
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
