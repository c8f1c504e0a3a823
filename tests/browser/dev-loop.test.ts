import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { blockingProblems, formatProblems } from '../../scripts/content/problem.ts';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from '../support/project-copy.ts';
import { launch } from './harness.ts';

// `npm start` as an editor uses it, on a throwaway copy of the project: a mistake in a content
// file never blanks the page, the overlay explains it in the validator's own words, and the page
// comes back by itself, where it was, once the file is fixed. Expected text comes from the copy's
// own content and the message layer, never from literals.
const PAGE = '/services/lead-generation-systems';
const FILE = 'content/pages/services/lead-generation-systems.yaml';

let copy: ProjectCopy;
let dev: DevServer;
let browser: Browser;
let original: string;

beforeAll(async () => {
  copy = copyProject({ prefix: 'dev-loop-' });
  original = readFileSync(copy.file(FILE), 'utf8');
  dev = await startDevServer(copy.dir);
  browser = await launch();
  // The first visit lets the dev server prepare its dependencies (which may reload the page once).
  const warm = await browser.newPage();
  await warm.goto(dev.url + PAGE);
  await warm.locator('main h1').waitFor({ timeout: 60_000 });
  await warm.waitForLoadState('networkidle');
  await warm.close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await copy?.removeAfterServer();
});

const save = (text: string) => writeFileSync(copy.file(FILE), text);
const overlay = (page: Page) => page.locator('content-overlay .panel');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const reloaded = (page: Page) => page.evaluate(() => !(window as { __sameDocument?: boolean }).__sameDocument);
const markDocument = (page: Page) => page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

/** The report `npm run validate` prints for the copy as it is on disk, line by line. */
function expectedReport(): string[] {
  const content = loadContent(copy.dir);
  expect(blockingProblems(content.problems).length).toBeGreaterThan(0);
  return formatProblems(content.problems, content.sources)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

async function openPage(path = PAGE): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(dev.url + path);
  await page.locator('main h1').waitFor();
  return page;
}

/** A schema mistake an editor makes: a field name mistyped in the page's first block. */
const broken = () => original.replace(/^(\s+)headline:/m, '$1headlin:');

describe('npm start: the dev loop keeps the page', () => {
  it('shows the overlay after a reload, over the last good page, and brings the page back in place when fixed', async () => {
    const page = await openPage();
    const heading = await page.locator('main h1').textContent();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const where = await scrollY(page);

    save(broken());
    await overlay(page).waitFor();
    const report = expectedReport();
    const shown = await overlay(page).innerText();
    for (const line of report) expect(shown).toContain(line);
    expect(shown).not.toMatch(/vite|plugin|\bat \S+:\d+:\d+/i);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);

    await page.reload();
    await overlay(page).waitFor();
    for (const line of report) expect(await overlay(page).innerText()).toContain(line);
    // Never a blank page: the last version that worked is under the overlay, where the editor was.
    expect(await page.locator('main h1').textContent()).toBe(heading);
    await expect.poll(() => scrollY(page)).toBe(where);

    await markDocument(page);
    save(original);
    await overlay(page).waitFor({ state: 'detached' });
    expect(await page.locator('main h1').textContent()).toBe(heading);
    expect(await scrollY(page)).toBe(where);
    expect(await reloaded(page)).toBe(false);
    await page.close();
  });

  it('keeps the overlay on a page navigated to while the mistake is there', async () => {
    const page = await openPage();
    save(broken());
    await overlay(page).waitFor();
    const link = page.locator('header nav a[href="/about"]').first();
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    expect(await overlay(page).isVisible()).toBe(true);
    save(original);
    await overlay(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('updates the open page in place when a text is saved, keeping what the editor looks at where it was', async () => {
    const page = await openPage();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    // The section in the middle of the window, marked so we can tell it is the same element afterwards.
    const inView = () =>
      page.evaluate(() => {
        const section = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('section');
        if (!section) return undefined;
        section.dataset.watched ??= 'yes';
        return Math.round(section.getBoundingClientRect().top);
      });
    const before = await inView();
    expect(before).toBeDefined();
    await markDocument(page);
    const marker = `edited ${Date.now()}`;
    save(original.replace(/^(\s+headline: )"?(.+?)"?$/m, (_all, key: string, text: string) => `${key}"${text} ${marker}"`));
    await expect.poll(() => page.locator('main h1').textContent()).toContain(marker);
    // The same element (updated, not rebuilt) at the same place in the window, in the same document.
    expect(await page.evaluate(() => Math.round(document.querySelector('[data-watched]')?.getBoundingClientRect().top ?? NaN))).toBe(before);
    expect(await reloaded(page)).toBe(false);
    save(original);
    await expect.poll(() => page.locator('main h1').textContent()).not.toContain(marker);
    await page.close();
  });
});
