import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildReport } from '../../scripts/build/build-info.ts';
import { BOOKING_ROUTE, fillForm, submitButton, thanks } from './booking-form.ts';
import { publishedPosts, site as siteSettings } from '../support/content.ts';
import { baseURL, hydrated, launch } from './harness.ts';

// Every page served the way production serves it (npm run preview applies dist/_headers), with the
// assistant widget, the blog and the booking form at work: the policy must not block any of them.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const { scriptUrl, stylesheetUrl } = siteSettings().assistant;
const widgetOrigin = new URL(scriptUrl!).origin;
const posts = publishedPosts();
const routes = [
  ...readBuildReport(dist).map((r) => (r.path === '/404' ? '/no-such-page' : r.path.endsWith('/_fallback') ? '/blog/published-after-the-build' : r.path)),
];
const webhook = /\/booking-webhook$/;

// A stand-in for the widget's script that uses what the real one does: its API, its pictures, its stylesheet.
const STAND_IN = `window.__widget = { ran: true };
fetch(new URL('/api/ping', document.currentScript.src)).then((r) => r.text()).then((t) => { window.__widget.api = t; });
const img = new Image(); img.onload = () => { window.__widget.image = true; }; img.src = new URL('/avatar.svg', document.currentScript.src).href;
const css = document.createElement('link'); css.rel = 'stylesheet'; css.onload = () => { window.__widget.style = true; }; css.href = window.VG_CONFIG.stylesheets[0]; document.head.append(css);`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page with the widget stand-in, recording every policy violation the browser reports. */
async function openWatched(route: string, onWebhook?: (route: Route) => void) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && violations.push(m.text()));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to use ${e.blockedURI} (${e.violatedDirective}) by Content Security Policy`));
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => {
    const url = r.request().url();
    if (url === scriptUrl) return r.fulfill({ contentType: 'text/javascript', body: STAND_IN });
    if (url === stylesheetUrl) return r.fulfill({ contentType: 'text/css', body: '#VG_OVERLAY_CONTAINER{position:fixed}' });
    if (url === `${widgetOrigin}/api/ping`) return r.fulfill({ contentType: 'text/plain', body: 'pong', headers: { 'Access-Control-Allow-Origin': '*' } });
    if (url === `${widgetOrigin}/avatar.svg`) return r.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
    return r.abort();
  });
  if (onWebhook) await page.route(webhook, onWebhook);
  const response = await page.goto(baseURL() + route, { waitUntil: 'load' });
  return { page, violations, response: response! };
}

const widgetWorks = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { __widget?: Record<string, unknown> }).__widget), { timeout: 15_000 }).toEqual({ ran: true, api: 'pong', image: true, style: true });

describe('Content-Security-Policy on every page', () => {
  it.each(routes)('%s is served with a strict policy and runs with no violation, the widget included', async (route) => {
    const { page, violations, response } = await openWatched(route);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(',').map((p) => /script-src ([^;]*)/.exec(p)?.[1] ?? '');
    expect(scriptSrc.length).toBeGreaterThan(0);
    for (const s of scriptSrc) expect(s).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    await hydrated(page);
    await widgetWorks(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('what the pages do, under their policy', () => {
  it('the blog lists its posts and opens one', async () => {
    const { page, violations } = await openWatched('/blog');
    await hydrated(page);
    const post = posts[0]!;
    await page.locator(`main a[href="/blog/${post.slug}"]`).first().click();
    await page.waitForURL(`**/blog/${post.slug}`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(post.title);
    await widgetWorks(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('the booking form posts to the webhook, also when the visitor comes from another page by a link', async () => {
    const bookings: string[] = [];
    const { page, violations } = await openWatched('/', (r) => {
      bookings.push(r.request().postData() ?? '');
      return r.fulfill({ status: 200, body: '{"ok":true}', headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' } });
    });
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator(`header a[href="${BOOKING_ROUTE}"]`).first().click();
    await page.waitForURL(`**${BOOKING_ROUTE}`);
    await hydrated(page);
    // Every link loads its page afresh: the booking page is a document of its own, under the site-wide policy.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
    await page.clock.install();
    await fillForm(page);
    await submitButton(page).click();
    await thanks(page).waitFor();
    expect(bookings).toHaveLength(1);
    expect(JSON.parse(bookings[0]!)).toHaveProperty('submission_id');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('islands that hydrate with React load under the page policy: the code samples copy, the booking form wakes', async () => {
    for (const route of [BOOKING_ROUTE, ...routes.filter((r) => readBuildReport(dist).find((p) => p.path === r)?.islands.some((i) => i.block === 'code-samples'))]) {
      const { page, violations } = await openWatched(route);
      await hydrated(page);
      const island = page.locator('site-island[data-when="interaction"]').first();
      await island.locator('input, button').first().focus();
      await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
      expect(violations, route).toEqual([]);
      await page.context().close();
    }
  });

  it('the speculation rules are read from their file with the type the browser requires', async () => {
    const response = await fetch(`${baseURL()}/`);
    const named = /^"(\/[^"]+)"$/.exec(response.headers.get('speculation-rules') ?? '')?.[1];
    expect(named).toBeTruthy();
    const rules = await fetch(baseURL() + named);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
    expect(Object.keys(await rules.json())).toEqual(['prefetch', 'prerender']);
  });
});
