import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { buildAndServe, type ServedFixture } from '../support/fixture-build.ts';
import { copyProject, PROJECT, type ProjectCopy } from '../support/project-copy.ts';
import { axeViolations, hydrated, launch, open, scrollsSideways } from './harness.ts';

// The real pages have no questions yet (the client writes them), so the FAQ block is built and
// checked on a fixture site: the valid fixture plus one page made of the schema's own example,
// on each background.
const schema = JSON.parse(readFileSync(path.join(PROJECT, 'schemas/blocks/faq.schema.json'), 'utf8')) as { examples: { heading?: string; items: { question: string }[] }[] };
const example = schema.examples[0]!;
const questions = example.items.map((q) => q.question);

let copy: ProjectCopy;
let served: ServedFixture | undefined;
let base: string;
let browser: Browser;

beforeAll(async () => {
  copy = copyProject({ content: path.join(PROJECT, 'tests/fixtures/valid'), prefix: 'faq-site-' });
  const page = {
    seo: { title: 'Questions | Fixture Studio', description: 'The questions people ask before they book.' },
    blocks: [{ type: 'hero', headline: 'Questions' }, example, { ...example, background: 'dark' }, { ...example, background: 'surface' }],
  };
  writeFileSync(copy.file('content/pages/questions.yaml'), stringify(page, { aliasDuplicateObjects: false }));
  // The example's answers link to the booking page, which the fixture site does not have otherwise.
  writeFileSync(copy.file('content/pages/strategy-call.yaml'), stringify({ seo: { title: 'Book a call | Fixture Studio', description: 'Book a call.' }, blocks: [{ type: 'hero', headline: 'Book a call' }] }));
  served = await buildAndServe(copy);
  base = served.base;
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  copy?.remove();
});

const firstBlock = (page: Page) => page.locator('.faq').first();

describe.each([375, 1280])('at %i px', (width) => {
  it('hydrates cleanly, has no WCAG 2.2 AA violation (closed and open) and does not scroll sideways', async () => {
    const { page, problems } = await open(browser, '/questions', { width, baseURL: base });
    await hydrated(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

it('works with JavaScript off: the questions are in the page, open on a click, and the FAQPage data is in the head', async () => {
  const { page } = await open(browser, '/questions', { javaScript: false, baseURL: base });
  const block = firstBlock(page);
  expect(await block.locator('summary').allTextContents()).toEqual(questions);
  const answer = block.locator('details').first().locator('.faq__answer');
  expect(await answer.isVisible()).toBe(false);
  await block.locator('summary').first().click();
  expect(await answer.isVisible()).toBe(true);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = data.map((d) => JSON.parse(d) as { '@type': string; mainEntity?: { name: string }[] }).filter((d) => d['@type'] === 'FAQPage');
  expect(faq).toHaveLength(1);
  expect(faq[0]!.mainEntity!.map((q) => q.name)).toEqual([...questions, ...questions, ...questions]);
  await page.context().close();
});

it('opens and closes by keyboard, with a visible focus ring', async () => {
  const { page } = await open(browser, '/questions', { baseURL: base });
  await hydrated(page);
  const summary = firstBlock(page).locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await summary.evaluate((el) => el === document.activeElement && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  const open_ = () => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  await page.keyboard.press('Enter');
  expect(await open_()).toBe(true);
  await page.keyboard.press('Space');
  expect(await open_()).toBe(false);
  await page.context().close();
});

it('turns its marker without animation when the visitor asks for reduced motion', async () => {
  const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
    const { page } = await open(browser, '/questions', { baseURL: base, reducedMotion });
    const value = await firstBlock(page).locator('summary').first().evaluate((el) => getComputedStyle(el, '::after').transitionDuration);
    await page.context().close();
    return value;
  };
  expect(await duration('reduce')).toMatch(/^0s|^1e-05s|^0\.00001s/);
  expect(await duration('no-preference')).not.toMatch(/^0s$/);
});
