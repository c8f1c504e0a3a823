import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { parse } from 'yaml';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from './project-copy.ts';

/** A throwaway copy of the project with its dev server (`npm start`) running, for Studio tests. */
export interface StudioSite {
  copy: ProjectCopy;
  dev: DevServer;
  read(rel: string): string;
  write(rel: string, text: string): void;
  /** The YAML of a content file as data. */
  data<T = Record<string, unknown>>(rel: string): T;
  close(): Promise<void>;
}

/** `files`: extra files written into the copy before the server starts (a schema and its content file). */
export async function startStudioSite(options: { git?: boolean; files?: Record<string, string> } = {}): Promise<StudioSite> {
  const copy = copyProject({ prefix: 'studio-test-' });
  for (const [rel, text] of Object.entries(options.files ?? {})) writeFileSync(copy.file(rel), text);
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy.dir, stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'start');
  }
  const dev = await startDevServer(copy.dir);
  const read = (rel: string) => readFileSync(copy.file(rel), 'utf8');
  return {
    copy,
    dev,
    read,
    write: (rel, text) => writeFileSync(copy.file(rel), text),
    data: <T>(rel: string) => parse(read(rel)) as T,
    close: async () => {
      await dev.close();
      copy.remove();
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
  await page.locator('.sidebar__item[aria-current="page"]').waitFor({ timeout: 30_000 });
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
