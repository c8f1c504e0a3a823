import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOf, blocksOf, documentedDefaults, pageAt, site, staticRoutes } from '../support/content.ts';
import { escapeRegExp, shownTexts } from '../support/shown.ts';
import { axeViolations, baseURL, hydrated, launch, open, scrollsSideways } from './harness.ts';

// The overview and every service page under it; headlines, sections and items come from their page files.
const ROUTES = staticRoutes().filter((r) => r === '/services' || r.startsWith('/services/'));
const SERVICE_PAGES = ROUTES.filter((r) => r !== '/services');

/** The section headings the page file asks for, in order (what a visitor should find as h2s). */
const expectedSections = (route: string): string[] =>
  pageAt(route).blocks.flatMap((b) => (b.type !== 'hero' && 'heading' in b && b.heading ? [b.heading] : []));

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const mainText = (page: Page) => page.locator('main').innerText();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(ROUTES)('%s', (route) => {
  it('has a short title, a short description and Service JSON-LD naming the agency in the prerendered head', async () => {
    const { page } = await open(browser, route, { javaScript: false });
    expect((await page.title()).length).toBeLessThanOrEqual(60);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(160);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Service');
    expect(jsonLd.provider).toMatchObject({ '@type': 'Organization', name: site().name });
    await page.context().close();
  });

  it('shows its headline, every section and every item, with every call to action going to /strategy-call', async () => {
    const { page, problems } = await open(browser, route);
    await hydrated(page);
    expect(await page.locator('h1').allInnerTexts()).toEqual([blockOf(route, 'hero').headline]);
    const sections = await page.locator('main h2').allInnerTexts();
    for (const heading of expectedSections(route)) expect(sections).toContain(heading);
    // Case-insensitive: small labels are shown in capitals, which innerText reports as displayed.
    const text = squash(await mainText(page));
    for (const shown of pageAt(route).blocks.flatMap(shownTexts)) expect(text, shown).toContain(squash(shown));

    const buttons = await page.locator('main a.button').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(buttons)).toEqual(new Set(['/strategy-call']));
    if (route !== '/services') {
      const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(new Set(links)).toEqual(new Set(['/strategy-call']));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1280])('has no axe violations at %i px and does not scroll sideways', async (width) => {
    const { page } = await open(browser, route, { width });
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });
});

describe('service overview', () => {
  it('links a card to each service page', async () => {
    const { page } = await open(browser, '/services');
    await hydrated(page);
    const cards = blocksOf('/services', 'card-grid').flatMap((b) => b.cards).filter((c) => c.link);
    for (const card of cards) {
      const link = page.locator('main .card', { hasText: card.title }).getByRole('link', { name: card.link!.label });
      expect(await link.getAttribute('href')).toBe(card.link!.href);
    }
    expect(new Set(cards.map((c) => c.link!.href))).toEqual(new Set(SERVICE_PAGES));
    await page.context().close();
  });

  it('gives every service page its own title', async () => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await fetch(baseURL() + route)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(ROUTES.length);
  });
});

describe('sample figures', () => {
  it.each(SERVICE_PAGES.filter((r) => blocksOf(r, 'dashboard').length))('%s marks its dashboard as sample data and gives its charts to screen readers as tables', async (route) => {
    const { page } = await open(browser, route);
    await hydrated(page);
    const { title, badge = documentedDefaults('dashboard').badge!, charts } = blockOf(route, 'dashboard');
    const dashboard = page.getByRole('figure', { name: new RegExp(`${escapeRegExp(title)}.*${escapeRegExp(badge)}`) });
    await expect(dashboard.isVisible()).resolves.toBe(true);
    expect(await dashboard.locator('img').count()).toBe(0);
    for (const chart of charts ?? []) {
      const table = dashboard.getByRole('table', { name: chart.title });
      expect(await table.locator('tbody tr').allInnerTexts()).toHaveLength(chart.bars.length);
    }
    await page.context().close();
  });

  it.each(SERVICE_PAGES.filter((r) => blocksOf(r, 'roi').length))('%s marks its ROI calculation as illustrative', async (route) => {
    const { page } = await open(browser, route);
    await hydrated(page);
    const badge = blockOf(route, 'roi').badge ?? documentedDefaults('roi').badge!;
    await expect(page.getByRole('figure', { name: badge, exact: true }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
