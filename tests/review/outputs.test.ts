import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportHtml } from '../../scripts/review/report/html.tsx';
import { CUT_LINE, SUMMARY_LIMIT, summaryMarkdown } from '../../scripts/review/summary-markdown.ts';
import type { ReviewReport } from '../../scripts/review/types.ts';
import { axeViolations, launch, scrollsSideways } from '../browser/harness.ts';
import { fixtureRepo, reportOf } from './support.ts';

// What a reviewer gets: the HTML report (from disk, no network, by keyboard and screen reader,
// axe-clean), and on GitHub the job summary and the annotations of `npm run review`.
const repo = fixtureRepo();
const run = promisify(execFile);
let tmp: string;
let browser: Browser;
let reportFile: string;
let claimReport: ReviewReport;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'review-outputs-'));
  const outcome = reportOf(await repo.review(repo.branches.claim));
  claimReport = outcome.report;
  reportFile = path.join(tmp, 'claim.html');
  writeFileSync(reportFile, reportHtml(outcome.report, outcome.pictures));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe.each([375, 1280])('the report at %i px', (width) => {
  it('opens from disk with no request and no script, reads without sideways scrolling and has no WCAG 2.2 AA violation', async () => {
    expect(readFileSync(reportFile, 'utf8')).not.toMatch(/<script/i);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`file://${reportFile}`);
    expect(requests.filter((u) => !u.startsWith('data:'))).toEqual([`file://${reportFile}`]);
    expect(await scrollsSideways(page)).toBe(false);
    // Hidden pictures (in closed "whole page" sections) count too: open them all.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('the report for a keyboard and a screen reader', () => {
  it('has a heading per page, a described picture in every figure, and opens its parts by keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`file://${reportFile}`);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('h3').allTextContents()).toEqual(expect.arrayContaining(['Home (/)', 'Services (/services)']));
    const alts = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
    expect(alts.length).toBeGreaterThan(4);
    expect(alts.every((a) => a.length > 10)).toBe(true);
    expect(await page.locator('figure:not(:has(figcaption))').count()).toBe(0);
    // The list of pages leads to each page's part of the report.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home (/)');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#page-home');
    // A closed part ("the whole page") opens with the keyboard.
    const summary = page.locator('summary', { hasText: 'The whole page at 375 px' }).first();
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(true);
    await page.close();
  });
});

describe('npm run review on GitHub Actions', () => {
  const cli = (head: string, env: Record<string, string>) =>
    run(path.join(repo.dir, 'node_modules/.bin/tsx'), ['scripts/cli/review.ts', '--base', 'main', '--head', head, '--out', path.join(tmp, `${head}.html`)], {
      cwd: repo.dir,
      env: { ...process.env, REVIEW_CACHE: repo.cache, GITHUB_ACTIONS: 'true', ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('annotates the claim line, writes the summary (words, pages, no pictures) and the report', async () => {
    const summary = path.join(tmp, 'summary.md');
    const result = await cli(repo.branches.claim, { GITHUB_STEP_SUMMARY: summary, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'lantern/site', GITHUB_RUN_ID: '7' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('::notice file=content/claims.yaml,line=4,title=Figures and facts::Figures and facts › Lamps lit for customers: "12K" → "15K" (shown on Home and Services)');
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('Lamps lit for customers: "12K" → "15K" (line 4) — shown on Home, Services');
    // Page headings, their brackets escaped so Markdown shows them as written.
    expect(text).toContain('#### Home \\(/\\)');
    expect(text).toContain('#### Services \\(/services\\)');
    expect(text).toContain('[this run](https://github.com/lantern/site/actions/runs/7)');
    expect(text).not.toContain('data:');
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    const html = readFileSync(path.join(tmp, `${repo.branches.claim}.html`), 'utf8');
    expect(html).toContain('data:image/');
    // The report is read by the person approving the change: the change told by what it is, with no file name or line.
    const shown = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(shown).toContain('Lamps lit for customers: "12K" → "15K"');
    expect(shown).not.toContain('content/claims.yaml');
    expect(shown).not.toMatch(/\(line \d+\)/);
  });

  it('a change that fails validation: the validate messages in the summary and as annotations, and a failure', async () => {
    const summary = path.join(tmp, 'broken.md');
    const result = await cli(repo.branches.broken, { GITHUB_STEP_SUMMARY: summary });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error file=content/pages/about.yaml,line=6,col=5::');
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('does not pass `npm run validate`');
    expect(text).toContain('content/pages/about.yaml:6:5');
  });
});

describe('the job summary of a very large change', () => {
  it('stays under GitHub’s 1 MB counted in bytes (text in Bengali), says the rest is in the report and still ends with where the report is', () => {
    // Thousands of pages whose every change is a long Bengali sentence: three bytes a letter.
    const long = 'কলকাতার প্রতিটি রাস্তায় আলো '.repeat(40);
    const [group] = claimReport.groups;
    const groups = Array.from({ length: 3000 }, (_, i) => ({
      ...group!,
      pages: group!.pages.map((p) => ({ ...p, route: `/page-${i}`, name: `পাতা ${i}`, words: [long, long] })),
    }));
    const pointer = 'The report with before and after pictures is the **review-report** artifact of this run.';
    const text = summaryMarkdown({ ...claimReport, groups }, pointer);
    expect(Buffer.byteLength(text)).toBeLessThan(SUMMARY_LIMIT);
    expect(Buffer.byteLength(text)).toBeGreaterThan(800 * 1024);
    expect(text).toContain(CUT_LINE);
    expect(text.trimEnd().endsWith(pointer)).toBe(true);
    expect(text).not.toContain('data:');
  });
});
