import type { Browser, Page } from 'playwright-core';
import { figureParts } from '../../src/blocks/Stats/figure.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOf, blocksOf } from '../support/content.ts';
import { hydrated, launch, open } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Expected copy comes from content/pages/index.yaml (tests/support/content.ts), never from the test.
const hero = blockOf('/', 'hero');
const stats = blockOf('/', 'stats').items;
const logos = blockOf('/', 'logo-strip').logos;
const cards = (variant: string) => blocksOf('/', 'card-grid').find((b) => b.variant === variant)!.cards;
/** A figure as a visitor reads it: prefix, the number with its decimals and thousands separators, suffix. */
function shown(item: (typeof stats)[number], at?: number): string {
  const { value, prefix, suffix, decimals } = figureParts(item);
  return `${prefix}${(at ?? value).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`;
}
const FINAL = stats.map((item) => shown(item));
const PROVIDERS = logos.map((l) => l.name);
const firstMessage = hero.rotating![0]!;
const counters = (page: Page) => page.locator('.stats__count').allTextContents();
const typed = (page: Page) => page.getByTestId('typed-headline').textContent();
/** The logo list visitors and screen readers get (the second copy only makes the loop seamless). */
const strip = (page: Page) => page.locator('.logo-strip__list:not([aria-hidden])');

describe('prerendered Home (JavaScript off)', () => {
  it('holds the first headline message in full, the final counter values and every logo with its size', async () => {
    const { page } = await open(browser, '/', { javaScript: false });
    expect(await page.locator('h1').count()).toBe(1);
    expect(await typed(page)).toBe(firstMessage);
    expect(await page.locator('.hero__rotating .visually-hidden').textContent()).toBe(firstMessage);
    expect(await counters(page)).toEqual(FINAL);
    const sizes = await strip(page).locator('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')]));
    expect(sizes).toEqual(logos.map((l) => [l.name, String(l.width), String(l.height)]));
    await page.context().close();
  });
});

describe('Home in the browser', () => {
  it('counts the figures up over about 2 s when they scroll into view, ending at the final values', async () => {
    const { page, problems } = await open(browser, '/', { width: 375, height: 700 });
    await hydrated(page);
    // Coming near the window, below the fold, the counters go to zero and wait there until they are scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.stats')!.getBoundingClientRect().top + window.scrollY - window.innerHeight - 50));
    await expect.poll(() => counters(page)).toEqual(stats.map((item) => shown(item, 0)));
    await page.waitForTimeout(300);
    expect(await counters(page)).toEqual(stats.map((item) => shown(item, 0)));
    await page.locator('.stats').scrollIntoViewIfNeeded();
    const started = Date.now();
    await expect.poll(() => counters(page).then((c) => c[0]), { interval: 50 }).not.toBe(shown(stats[0]!, 0));
    expect(await counters(page)).not.toEqual(FINAL);
    await expect.poll(() => counters(page), { timeout: 5000 }).toEqual(FINAL);
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('types the rotating headline, changing over time, while screen readers get whole messages', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const seen = new Set<string>();
    const spoken = new Set<string>();
    for (let i = 0; i < 12; i++) {
      seen.add((await typed(page)) ?? '');
      spoken.add((await page.locator('.hero__rotating .visually-hidden').textContent()) ?? '');
      await page.waitForTimeout(250);
    }
    expect(seen.size).toBeGreaterThan(3);
    // What is typed is always the start of one of the content's messages; screen readers get it whole.
    for (const text of seen) expect(hero.rotating!.some((m) => m.startsWith(text))).toBe(true);
    for (const text of spoken) expect(hero.rotating).toContain(text);
    await page.context().close();
  });

  it('links the case studies, the services and the calls to action', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const main = page.getByRole('main');
    const hrefs = (selector: string) => main.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await hrefs('.card--case-study a')).toEqual(cards('case-study').map((c) => c.link!.href));
    const services = await hrefs('.card--service a');
    expect(services).toEqual(cards('service').map((c) => c.link!.href));
    expect(services.every((h) => h?.startsWith('/services/'))).toBe(true);
    for (const call of [hero.primary!, blockOf('/', 'cta').button!]) {
      const targets = await main.getByRole('link', { name: call.label, exact: true }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(targets.length).toBeGreaterThan(0);
      expect(new Set(targets)).toEqual(new Set([call.href]));
    }
    await page.context().close();
  });

  it('shows every provider name as text when logo images cannot load', async () => {
    const { page, problems } = await open(browser, '/', { block: /\/logos\// });
    await hydrated(page);
    await page.locator('.logo-strip').scrollIntoViewIfNeeded();
    await expect.poll(() => strip(page).locator('.logo-strip__name:not([hidden])').allTextContents()).toEqual(PROVIDERS);
    expect(await strip(page).locator('img').count()).toBe(0);
    expect(await strip(page).locator('.logo-strip__name').evaluateAll((names) => names.every((n) => (n as HTMLElement).offsetWidth > 0))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pauses the logo strip under the pointer and on keyboard focus', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const rail = page.locator('.logo-strip__rail');
    const state = () => rail.evaluate((r) => getComputedStyle(r).animationPlayState);
    expect(await state()).toBe('running');
    await page.locator('.logo-strip__viewport').hover();
    expect(await state()).toBe('paused');
    await page.mouse.move(0, 0);
    await page.locator('.logo-strip__viewport').focus();
    expect(await state()).toBe('paused');
    await page.context().close();
  });

  it('shows the final state at once for visitors who prefer less motion', async () => {
    const { page } = await open(browser, '/', { reducedMotion: 'reduce' });
    await hydrated(page);
    await page.waitForTimeout(400);
    expect(await counters(page)).toEqual(FINAL);
    expect(await typed(page)).toBe(firstMessage);
    expect(await page.locator('.logo-strip__rail').evaluate((r) => getComputedStyle(r).animationName)).toBe('none');
    await page.context().close();
  });
});
