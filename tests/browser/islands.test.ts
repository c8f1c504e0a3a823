import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { buildAndServe, type ServedFixture } from '../support/fixture-build.ts';
import { copyProject, PROJECT, type ProjectCopy } from '../support/project-copy.ts';
import { launch, open } from './harness.ts';

// Several islands on one page, built on a fixture site from the block schemas' own examples: two
// code-sample blocks and a booking form (each hydrating as a React root of its own, sharing one
// React), a rotating hero and counters (scripts of their own).
const example = (type: string, index = 0) =>
  (JSON.parse(readFileSync(path.join(PROJECT, `schemas/blocks/${type}.schema.json`), 'utf8')) as { examples: Record<string, unknown>[] }).examples[index]!;
const hero = [example('hero', 0), example('hero', 1)].find((h) => Array.isArray(h.rotating))!;
const code = example('code-samples');
const samples = code.samples as { title: string; code: string }[];

let copy: ProjectCopy;
let served: ServedFixture | undefined;
let base: string;
let browser: Browser;

beforeAll(async () => {
  copy = copyProject({ content: path.join(PROJECT, 'tests/fixtures/valid'), prefix: 'islands-site-' });
  const page = {
    seo: { title: 'Islands | Fixture Studio', description: 'Several islands on one page.' },
    blocks: [hero, example('stats'), code, { ...code, heading: `${String(code.heading)} again` }, example('booking-form')],
  };
  writeFileSync(copy.file('content/pages/islands.yaml'), stringify(page, { aliasDuplicateObjects: false }));
  // The examples link to pages the fixture site does not have otherwise.
  for (const route of ['strategy-call', 'services', 'blog']) {
    writeFileSync(copy.file(`content/pages/${route}.yaml`), stringify({ seo: { title: `${route} | Fixture Studio`, description: `The ${route} page.` }, blocks: [{ type: 'hero', headline: route }] }));
  }
  served = await buildAndServe(copy);
  base = served.base;
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  copy?.remove();
});

const islands = (page: Page) => page.locator('site-island');
const state = (page: Page) =>
  islands(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-block')} ${e.hasAttribute('data-failed') ? 'failed' : e.hasAttribute('data-hydrated') ? 'hydrated' : 'asleep'}`));

/** Wakes every island that waits for the visitor, as a visitor would: focus on its first control. */
async function wakeAll(page: Page) {
  for (const island of await page.locator('site-island[data-when="interaction"]').all()) await island.locator('input, select, button').first().focus();
}

describe('several islands on one page', () => {
  it('each hydrates as a root of its own, sharing one React, with no warning, and ids that never repeat', async () => {
    const { page, problems } = await open(browser, '/islands', { baseURL: base });
    const react: string[] = [];
    page.on('request', (r) => /\/assets\/(hydrate|react)-[\w-]+\.js$/.test(r.url()) && react.push(r.url()));
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await wakeAll(page);
    await expect.poll(() => state(page)).toEqual(['hero hydrated', 'stats hydrated', 'code-samples hydrated', 'code-samples hydrated', 'booking-form hydrated']);
    // The React runtime and React itself, each fetched once for the three roots.
    expect(react).toHaveLength(new Set(react).size);
    expect(react.length).toBeGreaterThan(0);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.length).toBe(new Set(ids).size);
    // What the booking form's labels point to is its own field.
    const labelled = await page.locator('site-island[data-block="booking-form"] label[for]').evaluateAll((labels) => labels.every((l) => document.getElementById(l.getAttribute('for')!)?.closest('site-island') === l.closest('site-island')));
    expect(labelled).toBe(true);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a click on a copy button before anything woke it copies: the click is given to the block once it can answer', async () => {
    const { page, problems } = await open(browser, '/islands', { baseURL: base });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const second = page.locator('site-island[data-block="code-samples"]').nth(1);
    expect(await second.getAttribute('data-hydrated')).toBeNull();
    const button = second.getByRole('button', { name: `Copy ${samples[0]!.title} code` });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(JSON.parse(samples[0]!.code));
    // Only the island that was clicked woke.
    expect(await state(page)).toContain('code-samples asleep');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('one failing island keeps its prerendered HTML and says so in the console; the others carry on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1200 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    // The booking form's code throws as it renders (a bug in a block, say).
    await page.route(/\/assets\/BookingForm-[\w-]+\.js$/, (r) =>
      r.fulfill({ contentType: 'text/javascript', body: 'export default function BookingForm() { throw new Error("broken on purpose"); }' }),
    );
    await page.goto(`${base}/islands`, { waitUntil: 'load' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = page.locator('site-island[data-block="booking-form"]');
    const before = await form.locator('form').innerHTML();
    await wakeAll(page);
    await expect.poll(() => state(page)).toEqual(['hero hydrated', 'stats hydrated', 'code-samples hydrated', 'code-samples hydrated', 'booking-form failed']);
    expect(await form.locator('form').innerHTML()).toBe(before);
    expect(await form.locator('form').isVisible()).toBe(true);
    expect(errors.some((e) => /"booking-form" section stopped working/.test(e))).toBe(true);
    // A form that will not answer says so, with a way out.
    const notice = form.getByRole('alert');
    expect(await notice.textContent()).toContain('Please refresh the page or try again later.');
    expect(await notice.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
    const button = page.getByRole('button', { name: `Copy ${samples[0]!.title} code` }).first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    await context.close();
  });

  it('reads complete with JavaScript off: every island is there as prerendered', async () => {
    const { page } = await open(browser, '/islands', { javaScript: false, baseURL: base });
    expect(await page.locator('h1').textContent()).toBe(hero.headline);
    expect(await page.locator('.code-samples__code').count()).toBe(samples.length * 2);
    expect(await page.locator('form input[name="email"]').count()).toBe(1);
    // The copy buttons need script: they are not offered without it.
    expect(await page.locator('.code-samples__copy').first().isVisible()).toBe(false);
    await page.context().close();
  });
});
