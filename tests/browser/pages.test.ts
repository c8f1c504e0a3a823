import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOf, pageAt } from '../support/content.ts';
import { linksIn, longDate, markdownText, shownTexts, squash } from '../support/shown.ts';
import { axeViolations, hydrated, launch, open, scrollsSideways } from './harness.ts';

// Pages checked for their copy, which is read from their page files (tests/support/content.ts).
const PATHS = ['/about', '/how-we-work', '/data-solution', '/ai-visuals', '/developer-docs', '/privacy', '/terms'];

interface PageSpec {
  path: string;
  h1: string;
  jsonLd: string;
  /** Section headings (h2) in page order: block headings and the ## headings of long text. */
  sections: string[];
  /** Copy and figures that must be on the page, word for word. */
  texts: string[];
  /** Links the page's content writes (calls to action, card links): label and target. */
  links: { label: string; href: string }[];
}

function expected(path: string): PageSpec {
  const { seo, blocks } = pageAt(path);
  const sections: string[] = [];
  const texts: string[] = [];
  for (const block of blocks) {
    if (block.type === 'prose') {
      const { headings, paragraphs } = markdownText(block.markdown);
      sections.push(...headings);
      texts.push(`Last updated: ${longDate(block.updated)}`, ...paragraphs);
    } else {
      if (block.type !== 'hero' && 'heading' in block && block.heading) sections.push(block.heading);
      texts.push(...shownTexts(block));
    }
  }
  return { path, h1: blockOf(path, 'hero').headline, jsonLd: seo.type ?? 'WebPage', sections, texts: texts.map(squash), links: linksIn(blocks) };
}

const PAGES = PATHS.map(expected);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PAGES)('$path', (spec) => {
  it('shows its heading, sections, figures and links, every button going to the strategy call', async () => {
    const { page } = await open(browser, spec.path);
    await hydrated(page);
    const main = page.locator('main');
    expect(await page.locator('h1').allInnerTexts()).toEqual([spec.h1]);
    const headings = (await main.locator('h2').allInnerTexts()).map(squash);
    expect(headings.filter((h) => spec.sections.includes(h))).toEqual(spec.sections);
    // textContent: eyebrows are upper-cased by CSS, and the copy is checked as written.
    const text = squash(await main.textContent());
    for (const t of spec.texts) expect(text, t).toContain(t);
    for (const { label, href } of spec.links) {
      const targets = await main.getByRole('link', { name: label, exact: true }).evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expect(targets, label).toContain(href);
    }
    // Every button-styled link on the page's content leads to the booking page.
    const buttons = await main.locator('a.button').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(buttons.filter((href) => href !== '/strategy-call')).toEqual([]);
    await page.context().close();
  });

  it('is prerendered: heading, sections and calls to action are HTML elements without JavaScript, with its structured data', async () => {
    const { page } = await open(browser, spec.path, { javaScript: false });
    // textContent, not innerText: what matters here is that the elements exist in the served HTML.
    expect((await page.locator('h1').allTextContents()).map(squash)).toEqual([spec.h1]);
    const headings = (await page.locator('h2').allTextContents()).map(squash);
    for (const section of spec.sections) expect(headings, section).toContain(section);
    for (const { label, href } of spec.links) {
      const texts = (await page.locator(`main a[href="${href}"]`).allTextContents()).map(squash);
      expect(texts.some((t) => t.startsWith(label)), label).toBe(true);
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe(spec.jsonLd);
    expect(jsonLd.url).toMatch(new RegExp(`${spec.path}$`));
    await page.context().close();
  });

  it.each([375, 1280])('hydrates cleanly, has no axe violations and no sideways scroll at %i px', async (width) => {
    const { page, problems } = await open(browser, spec.path, { width, reducedMotion: 'reduce' });
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    if (width === 375) expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });
});

describe('search appearance', () => {
  it('gives every page its own title and description', async () => {
    const seen = await Promise.all(
      PAGES.map(async ({ path }) => {
        const { page } = await open(browser, path, { javaScript: false });
        const head = [await page.title(), await page.locator('meta[name="description"]').getAttribute('content')];
        await page.context().close();
        return head;
      }),
    );
    expect(new Set(seen.map(([t]) => t)).size).toBe(PAGES.length);
    expect(new Set(seen.map(([, d]) => d)).size).toBe(PAGES.length);
  });
});

describe('legal pages', () => {
  it.each(['/privacy', '/terms'])('%s lists every section in its table of contents and jumps to it', async (path) => {
    const { page } = await open(browser, path, { width: 1280 });
    await hydrated(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const entries = await toc.getByRole('link').evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
    const sections = await page.locator('.prose__body > h2').evaluateAll((els) => els.map((h) => [h.textContent, `#${h.id}`]));
    expect(entries).toEqual(sections);
    const [label, href] = entries[entries.length - 1]!;
    await toc.getByRole('link', { name: label! }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    await expect.poll(() => page.locator(href!).evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(400);
    await page.context().close();
  });

  it('ships neither the markdown pipeline nor a highlighter to the browser', async () => {
    for (const path of ['/privacy', '/terms', '/developer-docs']) {
      const { page } = await open(browser, path, { width: 1280 });
      await hydrated(page);
      const urls = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.startsWith(location.origin) && name.endsWith('.js')),
      );
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const source = await (await fetch(url)).text();
        expect(source, url).not.toMatch(/micromark|mdast-util|remark-parse|hast-util-to-jsx-runtime/);
      }
      await page.context().close();
    }
  });
});

describe('developer docs code samples', () => {
  const { samples } = blockOf('/developer-docs', 'code-samples');
  // The sample with the deepest JSON, so copying is checked on nested code.
  const nested = samples.find((s) => /\{[^}]*\{/.test(s.code)) ?? samples[0]!;

  it('are highlighted in the prerendered HTML', async () => {
    const { page } = await open(browser, '/developer-docs', { javaScript: false });
    expect(await page.locator('.code-samples__code').count()).toBe(samples.length);
    const firstKey = Object.keys(JSON.parse(samples[0]!.code) as object)[0];
    expect(await page.locator('.code-samples__code .tok-key').first().textContent()).toBe(JSON.stringify(firstKey));
    await page.context().close();
  });

  it('copy with the keyboard: the clipboard gets the code and "Copied" is shown and announced', async () => {
    const { page, problems } = await open(browser, '/developer-docs', { width: 1280 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await hydrated(page);
    const button = page.getByRole('button', { name: `Copy ${nested.title} code` });
    await button.focus();
    await page.keyboard.press('Enter');
    // The block wakes when focused: its script may still be loading when Enter is pressed (the press is replayed once it is);
    // the poll's default wait (vitest.config.ts) covers that.
    await expect.poll(() => button.textContent()).toBe('Copied');
    const item = page.locator('.code-samples__item', { has: button });
    expect(await item.getByRole('status').textContent()).toBe('Copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await item.locator('pre').textContent();
    expect(copied).toBe(shown);
    expect(JSON.parse(copied)).toEqual(JSON.parse(nested.code));
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
