import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportHtml } from '../../scripts/review/report/html.tsx';
import { review, type ReviewOutcome } from '../../scripts/review/review.ts';
import { launch } from '../browser/harness.ts';
import { codeIn } from '../support/plain-words.ts';
import { cloneRepo, fixtureRepo, replace, reportOf } from './support.ts';

// Issue 30's task 8: the review report as the person approving a change reads it (every part
// opened, the pictures' descriptions included) never shows Markdown symbols, a {{token}}, a file
// name, a git word or a data path: for a changed figure, a moved page, and saved changes not yet
// recorded (the Studio's own review).
const repo = fixtureRepo();
let tmp: string;
let browser: Browser;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'review-plain-'));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The words of a report as a reader sees them (all parts open) and hears them (the pictures' descriptions). */
async function reportWords(outcome: ReviewOutcome, name: string): Promise<string[]> {
  const { report, pictures } = reportOf(outcome);
  const file = path.join(tmp, `${name}.html`);
  writeFileSync(file, reportHtml(report, pictures));
  const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
  await page.goto(`file://${file}`);
  const words = await page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    const labels = [...document.querySelectorAll('[alt], [title], [aria-label]')].flatMap((el) => ['alt', 'title', 'aria-label'].map((n) => el.getAttribute(n) ?? ''));
    return [document.title, document.body.innerText, ...labels].filter((t) => t.trim());
  });
  await page.close();
  expect(words.join(' ').length).toBeGreaterThan(100);
  return words;
}

describe('the review report in plain words', () => {
  it('a changed figure', { timeout: 300_000 }, async () => {
    expect((await reportWords(await repo.review(repo.branches.claim), 'claim')).flatMap(codeIn)).toEqual([]);
  });

  it('a page moved to a new address', { timeout: 300_000 }, async () => {
    expect((await reportWords(await repo.review(repo.branches.moved), 'moved')).flatMap(codeIn)).toEqual([]);
  });

  it('saved changes not yet recorded (what the Studio reviews)', { timeout: 300_000 }, async () => {
    const clone = cloneRepo(path.join(tmp, 'site'));
    const headline = /headline: (.+)/.exec(clone.read('content/pages/index.yaml'))![1]!;
    clone.write('content/pages/index.yaml', replace(clone.read('content/pages/index.yaml'), `headline: ${headline}`, `headline: ${headline} today`));
    const outcome = await review({ root: clone.dir, base: 'main', cache: repo.cache });
    expect((await reportWords(outcome, 'saved')).flatMap(codeIn)).toEqual([]);
  });
});
