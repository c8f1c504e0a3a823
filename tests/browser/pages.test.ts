import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrated, launch, open, scrollsSideways } from './harness.ts';

interface PageSpec {
  path: string;
  h1: string;
  jsonLd: string;
  /** Section headings (h2) in page order. */
  sections: string[];
  /** Copy and figures that must be on the page, word for word. */
  texts: string[];
  /** Call-to-action labels; every one goes to /strategy-call. */
  ctas: string[];
}

const PAGES: PageSpec[] = [
  {
    path: '/about',
    h1: 'We build AI that does real work for your business',
    jsonLd: 'AboutPage',
    sections: [
      'Give every growing business the automation big companies take for granted',
      'Four beliefs behind every system we build',
      '“We” means the people who build your system',
      'Built in Kolkata, working with clients worldwide',
    ],
    texts: ['Our mission', 'Custom Beats Generic', 'Results Over Hype', 'Partnership Over Sales', 'Action Over Promises', 'Why we say “we”', 'Built in India'],
    ctas: ['Book Your Free Strategy Call'],
  },
  {
    path: '/how-we-work',
    h1: 'From a 15-minute call to a working AI system in weeks',
    jsonLd: 'WebPage',
    sections: ['Four steps from first call to handover', 'Simple, transparent pricing', 'Everything it takes to put AI to work', 'What you won\'t get from us'],
    texts: [
      '01 Discovery & Strategy Kickoff', '15 minutes', '02 Deep Dive & System Design', '3-5 days',
      '03 Build & Deploy', '2-4 weeks', '04 Test, Train & Handover', '1 week',
      '$1.5K-$3K+', '$500', 'per month', 'Optional support for hosting and updates',
      '50% upfront, 50% after approval', '10% discount for testimonials', 'Unlimited revisions', 'No long-term contracts',
    ],
    ctas: ['Book Your 15-Minute Slot'],
  },
  {
    path: '/data-solution',
    h1: 'From 24 hours to 10 seconds: instant answers from 400K rows of data',
    jsonLd: 'Article',
    sections: [
      'A large direct-to-consumer brand with its answers stuck in its data',
      'Every question took a day to answer',
      'An AI data analyst anyone in the business can ask',
      'What changed for the business',
    ],
    texts: ['350M', '24h → 10s', '400K', '95%', 'The challenge', 'The solution', 'The results'],
    ctas: ['Schedule Your Data Transformation Call'],
  },
  {
    path: '/ai-visuals',
    h1: 'Studio-quality product visuals for 20+ SKUs in 48 hours',
    jsonLd: 'Article',
    sections: ['A product launch waiting on a photoshoot', 'A 48-hour visual pipeline', 'Launch visuals in two days, not weeks', 'Everything a launch needs, ready to publish'],
    texts: ['48h', '20+', '90%', 'Cost reduction', '2h', '24h', '12h'],
    ctas: ['Get Your AI Visual Strategy'],
  },
  {
    path: '/developer-docs',
    h1: 'Built to plug into your stack',
    jsonLd: 'TechArticle',
    sections: ['Fast, reliable and ready for real traffic', 'Standard building blocks, no surprises', 'Three requests from a typical build'],
    texts: ['Chatbot message', 'Lead qualification', 'Analytics query', '"user_id"', '"session_id"', '"role"', '"source"', '"timeframe"', '"metrics"'],
    ctas: ['Discuss Technical Requirements', 'Schedule Technical Consultation'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    jsonLd: 'WebPage',
    sections: ['Who we are', 'Information you give us', 'How we use booking details and where they go', 'The blog view counter', 'The voice and chat assistant', 'Your rights', 'Contact us'],
    texts: ['Last updated: November 21, 2026', 'your phone number, only if you choose to give it', 'our automation webhook', 'The counter keeps only that number for each article', 'It is a third-party service', 'hello@automatalabs.in', 'Kolkata, India'],
    ctas: [],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    jsonLd: 'WebPage',
    sections: ['Agreement to these terms', 'Fees and payment', 'Support and hosting', 'Ownership', 'Governing law', 'Contact us'],
    texts: ['Last updated: November 21, 2026', 'Payments are non-refundable unless agreed in writing.', 'Support hours are Monday to Friday, 9am to 6pm IST', '50% of the setup fee is due upfront'],
    ctas: [],
  },
];

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PAGES)('$path', (spec) => {
  it('shows its heading, sections, figures and calls to action to the strategy call', async () => {
    const { page } = await open(browser, spec.path);
    await hydrated(page);
    const main = page.locator('main');
    expect(await page.locator('h1').allInnerTexts()).toEqual([spec.h1]);
    const headings = (await main.locator('h2').allInnerTexts()).map(squash);
    expect(headings.filter((h) => spec.sections.includes(h))).toEqual(spec.sections);
    // textContent: eyebrows are upper-cased by CSS, and the copy is checked as written.
    const text = squash(await main.textContent());
    for (const t of spec.texts) expect(text, t).toContain(t);
    for (const label of spec.ctas) {
      const links = main.getByRole('link', { name: label });
      expect(await links.count(), label).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))) expect(href, label).toBe('/strategy-call');
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
    const ctas = (await page.locator('a[href="/strategy-call"]').allTextContents()).map(squash);
    for (const label of spec.ctas) expect(ctas.some((c) => c.startsWith(label)), label).toBe(true);
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
  it('are highlighted in the prerendered HTML', async () => {
    const { page } = await open(browser, '/developer-docs', { javaScript: false });
    expect(await page.locator('.code-samples__code').count()).toBe(3);
    expect(await page.locator('.code-samples__code .tok-key').first().textContent()).toBe('"message"');
    await page.context().close();
  });

  it('copy with the keyboard: the clipboard gets the code and "Copied" is shown and announced', async () => {
    const { page, problems } = await open(browser, '/developer-docs', { width: 1280 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy Lead qualification code' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    const item = page.locator('.code-samples__item', { has: button });
    expect(await item.getByRole('status').textContent()).toBe('Copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await item.locator('pre').textContent();
    expect(copied).toBe(shown);
    expect(JSON.parse(copied)).toMatchObject({ contact: { email: expect.any(String), company: expect.any(String), role: expect.any(String) }, source: expect.any(String) });
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
