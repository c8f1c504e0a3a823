import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClosure } from '../../scripts/build/budget.ts';
import { readBuildManifest } from '../../scripts/build/build-info.ts';
import { dataUrlFor, ROUTE_TABLE_URL } from '../../src/routing/dataUrl.ts';
import { CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, OVERLAY_TAG } from '../../src/routing/devEvents.ts';
import type { PageData } from '../../src/routing/pageStore.ts';
import { pageAt, siteContent, staticRoutes } from '../support/content.ts';
import { shownTexts } from '../support/shown.ts';
import { baseURL, hydrated, launch, open } from './harness.ts';

// How pages reach the browser: prerendered HTML with the page's own data, then each next page's
// data fetched by its address. Expected values come from the content and the build's own files.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const manifest = readBuildManifest(dist);
const content = siteContent();
const site = content.site!;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const firstBundle = [...staticClosure(manifest, [entryKey]).js].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
const dataFile = (address: string) => JSON.parse(readFileSync(path.join(dist, dataUrlFor(address)), 'utf8')) as PageData;
const chunk = (source: string) => `/${manifest[source]!.file}`;

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

  it('keeps every page out of the scripts: no page content in the first bundle, no page module at all', () => {
    for (const { page } of content.pages) expect(firstBundle).not.toContain(page.seo.description);
    // Pages travel as data files, so adding one adds nothing to the client build.
    expect(Object.keys(manifest).filter((source) => source.startsWith('content/'))).toEqual([]);
    for (const { route } of content.pages.filter((p) => p.route !== '*')) expect(existsSync(path.join(dist, dataUrlFor(route.replace(/:\w+/, '_fallback'))))).toBe(true);
  });

  it('leaves the dev-only overlay and content refresh out of the production bundle', () => {
    const everything = Object.values(manifest)
      .filter((c) => c.file.endsWith('.js'))
      .map((c) => readFileSync(path.join(dist, c.file), 'utf8'))
      .join('\n');
    for (const marker of [OVERLAY_TAG, CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT]) expect(everything).not.toContain(marker);
  });

  it("ships each page's content with its own route only, never in the first bundle", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const bundle = await (await fetch(baseURL() + entry)).text();
    // Words that appear only in other pages' content files (one long plain phrase from each of three pages).
    const shared = JSON.stringify([pageAt('/'), site]);
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
});

describe('client navigation', () => {
  it('fetches only the next page: its data file and its blocks, not a list of every route', async () => {
    const { page, requests, problems } = await openRecording('/');
    expect(requests.filter((r) => r.startsWith('/_data/'))).toEqual([]);
    const target = site.navigation.links.find((l) => l.href.startsWith('/') && l.href !== '/')!.href;
    const expected = dataFile(target);
    const before = requests.splice(0);
    await page.locator(`header a[href="${target}"]`).first().click();
    await expect.poll(() => page.title()).toBe(expected.page.seo.title);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(requests.filter((r) => r.startsWith('/_data/'))).toEqual([ROUTE_TABLE_URL, dataUrlFor(target)]);
    for (const asset of (expected.assets ?? []).filter((a) => !before.includes(a))) expect(requests).toContain(asset);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts loading a page when the pointer rests on its link or the keyboard focuses it', async () => {
    const { page, requests } = await openRecording('/');
    const [first, second] = site.navigation.links.filter((l) => l.href.startsWith('/') && l.href !== '/').map((l) => l.href);
    await page.locator(`header a[href="${first}"]`).first().hover();
    await expect.poll(() => requests).toContain(dataUrlFor(first!));
    await page.locator(`header a[href="${second}"]`).first().focus();
    await expect.poll(() => requests).toContain(dataUrlFor(second!));
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('starts a new page at the top and returns to the same place on Back', async () => {
    const { page, problems } = await openRecording('/');
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const where = await scrollY(page);
    const target = site.navigation.links.find((l) => l.href.startsWith('/') && l.href !== '/')!.href;
    await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`header a[href="${href}"]`)!.click(), target);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => scrollY(page)).toBe(where);
    expect(problems).toEqual([]);
    await page.context().close();
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

describe('a lean blog', () => {
  const heavy = () => [chunk('src/blog/body/markdown.ts'), chunk('src/blog/source/supabase.ts'), chunk('src/blog/source/embedded.ts')];
  const { pages: addresses } = JSON.parse(readFileSync(path.join(dist, ROUTE_TABLE_URL), 'utf8')) as { pages: string[] };
  const article = addresses.find((p) => p.startsWith('/blog/'))!;

  it.each(['/blog', article])('%s becomes interactive without the markdown pipeline or supabase-js, and loads neither afterwards', async (address) => {
    const { page, requests, problems } = await openRecording(address);
    for (const file of heavy()) expect(requests).not.toContain(file);
    await page.waitForLoadState('networkidle');
    // The embedded posts never change after the build: nothing to refresh.
    for (const file of heavy()) expect(requests).not.toContain(file);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a post published after the build: the fallback shell loads it in the browser', async () => {
    const expected = dataFile(article).prerendered?.[`article:${article.split('/').pop()}`] as { post: { title: string } };
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    // The assistant's CDN is out of reach in tests: its refused request is not the site's fault.
    page.on('console', (m) => m.type() === 'error' && m.location().url.startsWith(baseURL()) && problems.push(m.text()));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    // As the host answers for a post the build never saw: the shell, and a route table without it.
    const shell = readFileSync(path.join(dist, 'blog/_fallback.html'), 'utf8');
    await page.route(baseURL() + article, (r) => r.fulfill({ contentType: 'text/html', body: shell }));
    await page.route(baseURL() + ROUTE_TABLE_URL, (r) => r.fulfill({ json: { pages: addresses.filter((p) => p !== article) } }));
    await page.goto(baseURL() + article);
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(expected.post.title);
    await expect.poll(() => page.title()).toContain(expected.post.title);
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
