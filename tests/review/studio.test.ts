import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch } from '../browser/harness.ts';
import { startDevServer, type DevServer } from '../support/project-copy.ts';
import { cloneRepo, fixtureRepo, replace } from './support.ts';

// The Studio reviews every saved, uncommitted change (`npm start` on a clone of the fixture
// repository with main checked out and a headline edited but not committed).
const repo = fixtureRepo();
let folder: string;
let dev: DevServer;
let token: string;
let browser: Browser;
const cacheBefore = process.env.REVIEW_CACHE;

const api = (method: 'GET' | 'POST', endpoint: string, headers: Record<string, string> = { 'X-Studio-Token': token }) =>
  fetch(`${dev.url}/__studio/api/${endpoint}`, { method, headers });

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'review-studio-'));
  const clone = cloneRepo(path.join(folder, 'site'));
  clone.write('content/pages/index.yaml', replace(clone.read('content/pages/index.yaml'), 'light up every street', 'light up every quay'));
  // The review the Studio starts keeps its builds with the other review tests' (main is built once).
  process.env.REVIEW_CACHE = repo.cache;
  dev = await startDevServer(clone.dir);
  token = /<meta name="studio-token" content="([^"]+)">/.exec(await (await fetch(`${dev.url}/__studio`)).text())![1]!;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  if (cacheBefore === undefined) delete process.env.REVIEW_CACHE;
  else process.env.REVIEW_CACHE = cacheBefore;
  rmSync(folder, { recursive: true, force: true });
});

describe('the Studio review of saved changes', () => {
  it('is refused without the Studio token or from another site', async () => {
    expect((await api('POST', 'review', {})).status).toBe(403);
    expect((await api('POST', 'review', { 'X-Studio-Token': token, Origin: 'https://attacker.example' })).status).toBe(403);
    expect((await api('GET', 'review')).status).toBe(200);
    expect(await (await api('GET', 'review')).json()).toEqual({ state: 'idle' });
  });

  it('starts from the Saved changes dialog by keyboard, says how far it is, lists the page in words and opens the report', async () => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${dev.url}/__studio`);
      // The Studio's first load on a fresh dev server prepares its modules: seconds on a busy machine.
      // On a phone the saved changes are a tab of their own; wider, a dialog from the top bar.
      if (width === 375) await page.getByRole('tab', { name: 'Changes' }).click({ timeout: 90_000 });
      else await page.getByRole('button', { name: 'Saved changes' }).click({ timeout: 90_000 });
      const dialog = width === 375 ? page.getByRole('region', { name: 'Saved changes' }) : page.getByRole('dialog', { name: 'Saved changes' });
      const start = dialog.getByRole('button', { name: /^Review the saved changes/ });
      await start.waitFor({ timeout: 90_000 });
      expect(await axeViolations(page)).toEqual([]);
      if (width === 375) {
        await context.close();
        continue;
      }
      await start.focus();
      await page.keyboard.press('Enter');
      const status = dialog.locator('.visual-review__status');
      await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^Reviewing: /);
      const open = dialog.getByRole('link', { name: /Open the report with pictures/ });
      await open.waitFor({ timeout: 280_000 });
      expect(await status.textContent()).toBe('Review finished: 1 page changes, 3 stay as they are.');
      expect(await dialog.locator('.visual-review__pages > li').allTextContents()).toEqual(['Home / (changed)Home › Hero › Headline: "…up every street" → "…up every quay"']);
      expect(await axeViolations(page)).toEqual([]);
      // The report opens in a tab of its own, by keyboard, with the changed page and its pictures.
      await open.focus();
      const [report] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await report.waitForLoadState();
      await report.getByRole('heading', { name: 'Home (/)' }).waitFor();
      const alts = await report.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
      expect(alts.some((a) => a.includes('1280'))).toBe(true);
      expect(alts.some((a) => a.includes('375'))).toBe(true);
      await context.close();
    }
  });

  it('tells the change in words and serves the report over the API', async () => {
    const status = await (await api('GET', 'review')).json();
    expect(status.error).toBeUndefined();
    expect(status.state).toBe('done');
    // The two versions in words, never git's (working tree, HEAD).
    expect(status.progress[0]).toBe('Comparing your saved changes with the live site.');
    expect(status.pages).toEqual([expect.objectContaining({ route: '/', words: ['Home › Hero › Headline: "…up every street" → "…up every quay"'] })]);
    const report = await api('GET', 'review/report');
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(report.headers.get('content-security-policy')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    const html = await report.text();
    expect(html).toContain('<h3 id="page-home-h">Home (/)</h3>');
    expect(html).toContain('data:image/');
    expect(html).toContain('your saved changes');
    expect(html).not.toMatch(/working tree|uncommitted|HEAD/);
  });
});
