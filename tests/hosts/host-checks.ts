import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputFileFor } from '../../scripts/build/html.ts';
import { SPECULATION_RULES_FILE } from '../../scripts/build/speculation.ts';
import { MIN_FILL_MS } from '../../src/booking/spam.ts';
import { autofill, BOOKING_ROUTE, submitButton, thanks } from '../browser/booking-form.ts';
import { hydrated, launch } from '../browser/harness.ts';
import { visit } from './support/chromium.ts';
import { watchFaults, withEngineFaults } from './support/engine-faults.ts';
import { describeCheckers } from './checker-checks.ts';
import type { HostEngine } from './support/engine.ts';
import type { Served } from './support/process.ts';
import { startReceiver } from './support/receiver.ts';
import { bootScript, canonicalOf, dist, expectedHeaders, fileText, lateAddresses, plainPage, sitemap, unknownAddresses } from './support/site.ts';

const get = (base: string, urlPath: string) => fetch(base + urlPath, { redirect: 'manual', headers: { 'Accept-Encoding': 'gzip' } });

/**
 * What visitors get from a host, checked the same way on every engine: each engine's test file is
 * one call of this, so Cloudflare Pages, Netlify, nginx and `npm run preview` answer the same table.
 */
export function describeHost(engine: HostEngine) {
  describe(engine.name, () => {
    let served: Served;
    let browser: Browser;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const url = (p: string) => served.baseURL + p;

    beforeAll(async () => {
      const started = Date.now();
      const running = await engine.start(dist);
      served = running;
      const install = running.installSeconds === undefined ? 'nothing to install' : running.installSeconds === null ? 'installed already' : `installed in ${running.installSeconds} s`;
      console.log(`${engine.name}: ${install}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${served.baseURL}`);
      browser = await launch();
      receiver = await startReceiver(Number(process.env.BOOKING_TEST_PORT ?? 4599));
    });
    afterAll(async () => {
      await receiver?.stop();
      await browser?.close();
      await served?.stop();
    });

    it('serves every sitemap address itself: 200 with no redirect, its own page, the canonical link equal to the address', async () => {
      expect(sitemap.length).toBeGreaterThan(5);
      for (const { url: canonical, path } of sitemap) {
        const res = await get(served.baseURL, path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html === fileText(outputFileFor(path)), `${path} is not ${outputFileFor(path)}`).toBe(true);
        expect(canonicalOf(html), path).toBe(canonical);
      }
    });

    it('serves a post published after the build the fallback shell, with 200', async () => {
      expect(lateAddresses.length).toBeGreaterThan(0);
      for (const { path, shell } of lateAddresses) {
        const res = await get(served.baseURL, path);
        expect(res.status, path).toBe(200);
        expect((await res.text()) === fileText(shell), `${path} is not ${shell}`).toBe(true);
      }
    });

    it("serves every picture the pages show as a picture, the blog's own folder included (never the fallback shell)", async () => {
      const pictures = [...new Set(sitemap.flatMap(({ path }) => [...fileText(outputFileFor(path)).matchAll(/<img[^>]*\bsrc="(\/[^"]+)"/g)].map((m) => m[1]!)))];
      expect(pictures.some((p) => lateAddresses.some((l) => p.startsWith(l.path.slice(0, l.path.lastIndexOf('/') + 1))))).toBe(true);
      for (const picture of pictures) {
        const res = await get(served.baseURL, picture);
        expect(res.status, picture).toBe(200);
        expect(res.headers.get('content-type'), picture).toMatch(/^image\//);
      }
    });

    it("serves every picture variant the pages name (<source srcset>) with its own type and a year's immutable cache", async () => {
      const variants = [...new Set(sitemap.flatMap(({ path }) => [...fileText(outputFileFor(path)).matchAll(/<source type="(image\/[a-z]+)" srcSet="([^"]+)"/g)].flatMap((m) => m[2]!.split(', ').map((c) => `${m[1]} ${c.split(' ')[0]}`))))];
      expect(variants.length).toBeGreaterThan(0);
      // Where the engine writes its own Cache-Control over the rules (netlify dev), the rule is checked as written.
      const own = Object.keys(engine.ownHeaders ?? {}).some((n) => n.toLowerCase() === 'cache-control');
      for (const [type, variant] of variants.map((v) => v.split(' ') as [string, string])) {
        const res = await get(served.baseURL, variant);
        expect(res.status, variant).toBe(200);
        expect(res.headers.get('content-type'), variant).toBe(type);
        const cache = own ? expectedHeaders(variant, engine.repeatedHeaders)['Cache-Control'] : res.headers.get('cache-control');
        expect(cache, variant).toMatch(/max-age=31536000.*immutable/);
      }
    });

    it('serves an unknown address the not-found page with status 404', async () => {
      for (const path of unknownAddresses) {
        const res = await get(served.baseURL, path);
        expect(res.status, path).toBe(404);
        expect((await res.text()) === fileText(outputFileFor('*')), path).toBe(true);
      }
    });

    it(`${engine.otherSpellings === 'redirect' ? 'leads' : 'answers'} /page/ and /page.html ${engine.otherSpellings === 'redirect' ? 'to' : 'as'} /page`, async () => {
      for (const spelling of [`${plainPage}/`, `${plainPage}.html`]) {
        const res = await get(served.baseURL, spelling);
        if (engine.otherSpellings === 'redirect') {
          expect([301, 308], spelling).toContain(res.status);
          expect(new URL(res.headers.get('location')!, served.baseURL).pathname, spelling).toBe(plainPage);
        } else {
          expect(res.status, spelling).toBe(200);
          expect(canonicalOf(await res.text()), spelling).toBe(sitemap.find((s) => s.path === plainPage)!.url);
        }
      }
    });

    it("sends the headers of _headers: the site's one policy, caching, the security headers", async () => {
      const addresses = [...sitemap.map((s) => s.path), ...lateAddresses.map((l) => l.path), ...unknownAddresses, bootScript, '/sitemap.xml'];
      const own = Object.keys(engine.ownHeaders ?? {}).map((n) => n.toLowerCase());
      for (const path of addresses) {
        const res = await get(served.baseURL, path);
        const replaced = res.status === 404 ? (engine.notFoundHeaders ?? {}) : {};
        const expected = Object.entries({ ...expectedHeaders(path, engine.repeatedHeaders), ...replaced }).filter(([n]) => !own.includes(n.toLowerCase()));
        expect(expected.map(([n]) => n)).toContain('Content-Security-Policy');
        for (const [name, value] of expected) expect(res.headers.get(name), `${name} of ${path}`).toBe(value);
      }
      if (engine.gzip) {
        for (const path of [sitemap[0]!.path, bootScript]) expect((await get(served.baseURL, path)).headers.get('content-encoding'), path).toBe('gzip');
      }
      // The hashed assets are cached for a year wherever the engine lets _headers decide.
      if (!own.includes('cache-control')) expect((await get(served.baseURL, bootScript)).headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
    });

    describeCheckers(engine, () => served);

    it(`sends the speculation rules ${engine.typesByExtension ? 'as JSON (the engine types files by extension)' : 'with their own type, so the browser reads them'}`, async () => {
      const type = (await get(served.baseURL, `/${SPECULATION_RULES_FILE}`)).headers.get('content-type') ?? '';
      if (engine.typesByExtension) expect(type).toMatch(/^application\/json/);
      else expect(type).toMatch(/^application\/speculationrules\+json/);
    });

    it('in Chromium, every route hydrates with zero CSP violations and a clean console', async () => {
      const routes = [...sitemap.map((s) => s.path), ...lateAddresses.map((l) => l.path)];
      const problems: string[] = [];
      const accept = engine.typesByExtension ? [/invalid MIME type .* for the rule set requested from .*speculation-rules\.json/] : [];
      const check = (path: string, notFound = false) =>
        withEngineFaults(engine, `the visit of ${path}`, (faults) => visit(browser, url(path), { notFound, accept, faults }), (found) => found.length > 0);
      for (const path of routes) problems.push(...(await check(path)).map((p) => `${path}: ${p}`));
      for (const path of unknownAddresses) problems.push(...(await check(path, true)).map((p) => `${path}: ${p}`));
      expect(problems).toEqual([]);
    });

    it('takes a booking: the form posts to the webhook exactly once', async () => {
      const before = receiver.received.length;
      await withEngineFaults(engine, 'the booking', async (faults) => {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
        try {
          const page = await context.newPage();
          const seen = watchFaults(page, served.baseURL);
          await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
          try {
            await page.goto(url(BOOKING_ROUTE), { waitUntil: 'load' });
            await autofill(page);
            await hydrated(page);
            await submitButton(page).click({ timeout: 20_000 });
          } catch (error) {
            // The engine's fault is only forgiven before the press that sends: a retry cannot send twice.
            faults.push(...seen);
            throw error;
          }
          await thanks(page).waitFor({ timeout: MIN_FILL_MS + 15_000 });
          await page.waitForTimeout(500);
        } finally {
          await context.close();
        }
      });
      const mine = receiver.received.slice(before).filter((b) => b.origin === served.baseURL);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body.form_type).toBe('strategy_call');
    });
  });
}
