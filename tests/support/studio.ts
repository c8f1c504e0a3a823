import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { parse } from 'yaml';
import { launch } from '../browser/harness.ts';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from './project-copy.ts';

// Studio tests run `npm start` on a throwaway copy of the project: the server's HTTP tests use
// startStudio (the API with its token), the browser tests startStudioSite + openStudio.

export interface StudioServer {
  copy: ProjectCopy;
  dev: DevServer;
  url: string;
  token: string;
  /** Calls the Studio API with the token; `body` is sent as JSON unless it is a Buffer. */
  api(method: 'GET' | 'POST', endpoint: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

/** Commits everything in a folder as a fresh git repository, with an identity of its own. */
export function gitInit(dir: string): void {
  const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  run('init', '-q', '-b', 'main');
  run('add', '-A');
  run('-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', 'Initial');
}

/** `npm start` on a throwaway copy of the project, with the Studio's token read from its page. */
export async function startStudio(options: { git?: boolean } = {}): Promise<StudioServer> {
  const copy = copyProject({ prefix: 'studio-' });
  if (options.git) gitInit(copy.dir);
  const dev = await startDevServer(copy.dir);
  const page = await (await fetch(`${dev.url}/__studio`)).text();
  const token = /<meta name="studio-token" content="([^"]+)">/.exec(page)?.[1];
  if (!token) throw new Error('The Studio page has no token');
  const api: StudioServer['api'] = async (method, endpoint, body, headers = {}) => {
    const raw = Buffer.isBuffer(body);
    const res = await fetch(`${dev.url}/__studio/api/${endpoint}`, {
      method,
      headers: { 'X-Studio-Token': token, ...(body !== undefined && !raw ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  return {
    copy,
    dev,
    url: dev.url,
    token,
    api,
    close: async () => {
      await dev.close();
      await copy.removeAfterServer();
    },
  };
}

/** A throwaway copy of the project with its dev server (`npm start`) running, for Studio tests. */
export interface StudioSite {
  copy: ProjectCopy;
  dev: DevServer;
  read(rel: string): string;
  write(rel: string, text: string): void;
  /** The YAML of a content file as data. */
  data<T = Record<string, unknown>>(rel: string): T;
  /** With `sharedCopy`: the bare repository the copy pushes to (main pushed there at the start). */
  bare?: string;
  close(): Promise<void>;
}

/**
 * A shared copy for "Send for review": `origin` has the given address (what the Studio reads to name the
 * site), but pushes go to a bare repository in a temporary folder, which already has main.
 */
function sharedCopy(dir: string, address: string): string {
  const bare = mkdtempSync(path.join(os.tmpdir(), 'studio-shared-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  execFileSync('git', ['init', '-q', '--bare', bare]);
  git('remote', 'add', 'origin', address);
  git('config', 'remote.origin.pushurl', bare);
  git('push', '-q', 'origin', 'main');
  return bare;
}

/**
 * `files`: extra files written into the copy before the server starts (a schema and its content file).
 * `sharedCopy`: the address of a shared copy to send changes to (implies git), see sharedCopy above.
 */
export async function startStudioSite(options: { git?: boolean; files?: Record<string, string>; sharedCopy?: string } = {}): Promise<StudioSite> {
  const copy = copyProject({ prefix: 'studio-test-' });
  for (const [rel, text] of Object.entries(options.files ?? {})) writeFileSync(copy.file(rel), text);
  if (options.git || options.sharedCopy) gitInit(copy.dir);
  const bare = options.sharedCopy ? sharedCopy(copy.dir, options.sharedCopy) : undefined;
  const dev = await startDevServer(copy.dir);
  const read = (rel: string) => readFileSync(copy.file(rel), 'utf8');
  return {
    copy,
    dev,
    read,
    write: (rel, text) => writeFileSync(copy.file(rel), text),
    data: <T>(rel: string) => parse(read(rel)) as T,
    bare,
    close: async () => {
      await dev.close();
      await copy.removeAfterServer();
      if (bare) rmSync(bare, { recursive: true, force: true });
    },
  };
}

export interface OpenStudio {
  page: Page;
  /** Console errors and warnings, and uncaught errors, seen so far. */
  problems: string[];
  /** The preview frame (the page as the site renders it). */
  preview(): Frame;
}

/** For expect.poll: the Studio follows an edit at once, but a busy test machine gets some seconds. */
export const WAIT = { timeout: 10_000 };
/**
 * A whole task, opened first in its file (so it may also wait for the dev server's first build of the
 * Studio), then edited and saved or audited: 24–54 s measured at load 4–10, and 40–56 s in CI with two
 * browser test files running at once on 2 cores, too near the 60 s default.
 */
export const LONG_TASK = 120_000;

/** Opens the Studio on a file (its path, as in content/pages/about.yaml) and waits for its form. */
export async function openStudio(browser: Browser, site: StudioSite, file: string, width = 1280): Promise<OpenStudio> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  // Other sites are not reachable from tests; the browser's own line about such a request is not the Studio's fault.
  const aborted = new Set<string>();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    aborted.add(route.request().url());
    return route.abort();
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && aborted.has(msg.location().url)) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  await page.goto(`${site.dev.url}/__studio#${encodeURIComponent(file)}`);
  // On a phone the list of pages is in a tab of its own (there, but not shown).
  await page.locator('.sidebar__item[aria-current="page"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.locator('.editor .form-root').first().waitFor({ timeout: 30_000 });
  const preview = () => {
    const frame = page.frames().find((f) => f.url().includes('/__studio/preview'));
    if (!frame) throw new Error('The Studio has no preview frame');
    return frame;
  };
  return { page, problems, preview };
}

/** Opens section `index` of the page in the Studio (its form shows). */
export async function openSection(page: Page, index: number): Promise<void> {
  const toggle = page.locator(`[data-section="${index}"] .section-item__toggle`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator(`#block-${index}-form`).waitFor();
}

/** Waits until the Studio has checked the latest edit (Save shows whether it may be used). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.problems__checking') && !/Checking/.test(document.querySelector('#save-state')?.textContent ?? ''));
  await page.waitForTimeout(200);
}

/**
 * What a text box of the Studio shows, as a person reads it: an input's value, or the words of a
 * box that shows figures and facts as their values (the words screen readers hear beside them left out).
 */
export async function shownText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value;
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return copy.textContent ?? '';
  });
}

/** Saves the open file from the review dialog, and waits until the Studio says all is saved. */
export async function reviewAndSave(page: Page): Promise<void> {
  await settled(page);
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor({ timeout: WAIT.timeout });
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on an element matching `selector`, as a
 * keyboard user gets there; fails when it never does. Returns how many presses it took.
 */
export async function tabTo(page: Page, selector: string, options: { max?: number; back?: boolean } = {}): Promise<number> {
  const max = options.max ?? 150;
  for (let presses = 0; presses <= max; presses++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return presses;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${selector} (the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))})`);
}

/** The id of the element that has the focus. */
export const focusedId = (page: Page): Promise<string | undefined> => page.evaluate(() => document.activeElement?.id);

/**
 * Chromium and the Studio on a copy of the site for one test file: started before its tests, closed
 * after them. `ready` hands both over to the file's own variables.
 */
export function useStudioSite(ready: (browser: Browser, site: StudioSite) => void): void {
  let browser: Browser | undefined;
  let site: StudioSite | undefined;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launch(), startStudioSite()]);
    ready(browser, site);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}
