import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, open } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FINAL = ['250+', '98%', '2x', '500K+'];
const PROVIDERS = ['OpenAI', 'Anthropic', 'Google Gemini', 'Meta Llama', 'Mistral AI', 'ElevenLabs', 'Microsoft Azure AI', 'Hugging Face', 'LangChain'];
const counters = (page: Page) => page.locator('.stats__count').allTextContents();
const typed = (page: Page) => page.getByTestId('typed-headline').textContent();
/** The logo list visitors and screen readers get (the second copy only makes the loop seamless). */
const strip = (page: Page) => page.locator('.logo-strip__list:not([aria-hidden])');

describe('prerendered Home (JavaScript off)', () => {
  it('holds the first headline message in full, the final counter values and every logo with its size', async () => {
    const { page } = await open(browser, '/', { javaScript: false });
    expect(await page.locator('h1').count()).toBe(1);
    expect(await typed(page)).toBe('Capture and qualify every lead, day or night');
    expect(await page.locator('.hero__rotating .visually-hidden').textContent()).toBe('Capture and qualify every lead, day or night');
    expect(await counters(page)).toEqual(FINAL);
    const sizes = await strip(page).locator('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')]));
    expect(sizes.map(([alt]) => alt)).toEqual(PROVIDERS);
    expect(sizes.every(([, w, h]) => Number(w) > 0 && h === '32')).toBe(true);
    await page.context().close();
  });
});

describe('Home in the browser', () => {
  it('counts the four figures up over about 2 s when they scroll into view, ending at the final values', async () => {
    const { page, problems } = await open(browser, '/', { width: 375, height: 700 });
    await hydrated(page);
    // Below the fold the counters wait at zero until they are scrolled to.
    await expect.poll(() => counters(page)).toEqual(['0+', '0%', '0x', '0K+']);
    await page.locator('.stats').scrollIntoViewIfNeeded();
    const started = Date.now();
    await expect.poll(() => counters(page).then((c) => c[0]), { interval: 50 }).not.toBe('0+');
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
    for (let i = 0; i < 12; i++) {
      seen.add((await typed(page)) ?? '');
      await page.waitForTimeout(250);
    }
    expect(seen.size).toBeGreaterThan(3);
    const spoken = await page.locator('.hero__rotating .visually-hidden').textContent();
    expect(spoken).toMatch(/^[A-Z].{20,}$/);
    await page.context().close();
  });

  it('links the case studies, the six services and the calls to action', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const main = page.getByRole('main');
    expect(await main.locator('.card--case-study a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/data-solution', '/ai-visuals']);
    const services = await main.locator('.card--service a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(services).toHaveLength(6);
    expect(services.every((h) => h?.startsWith('/services/'))).toBe(true);
    expect(await main.getByRole('link', { name: 'Book Your Free Strategy Call' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/strategy-call', '/strategy-call']);
    await page.context().close();
  });

  it('shows the nine provider names as text when logo images cannot load', async () => {
    const { page, problems } = await open(browser, '/', { block: /\/logos\// });
    await hydrated(page);
    await page.locator('.logo-strip').scrollIntoViewIfNeeded();
    await expect.poll(() => strip(page).locator('.logo-strip__name').allTextContents()).toEqual(PROVIDERS);
    expect(await strip(page).locator('img').count()).toBe(0);
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
    expect(await typed(page)).toBe('Capture and qualify every lead, day or night');
    expect(await page.locator('.logo-strip__rail').evaluate((r) => getComputedStyle(r).animationName)).toBe('none');
    await page.context().close();
  });
});
