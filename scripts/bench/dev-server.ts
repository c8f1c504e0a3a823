import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { median } from './measure.ts';

/** What the dev server costs on a site: start to first page answered, memory, and edit to page shown. */
export interface DevServerFigures {
  /** From starting the process to the first page's HTML and data both answered, in ms (median), results kept from the start before. */
  startMs: number;
  /** The same with no results kept (`forget` called first): every page checked; one run. */
  coldStartMs?: number;
  /** The dev server process's peak resident memory (VmHWM) over the whole run, in MB. */
  peakMb: number;
  /** From saving a copy edit to the new words showing in the open page in Chromium, in ms (median). */
  editMs: number;
}

// The dev server exactly as `npm start` makes it (the copy's own vite.config.ts), but on a free
// port and with Vite's dependency cache inside the copy, so runs do not share or disturb it.
const START = `
const { createServer } = await import('vite');
const dir = process.argv[1];
const server = await createServer({ configFile: dir + '/vite.config.ts', root: dir, cacheDir: dir + '/.vite-bench', logLevel: 'error', server: { host: '127.0.0.1', port: 0 } });
await server.listen();
console.log('PORT ' + server.httpServer.address().port);
`;

const peakKb = (pid: number) => Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

async function answered(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) {
        await res.arrayBuffer();
        return;
      }
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error(`${url} was not answered in time`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Starts the copy's dev server; resolves once `route`'s HTML and data are both answered. */
async function start(dir: string, route: string): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', START, dir], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /PORT (\d+)/.exec(output);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', () => reject(new Error(`The dev server stopped:\n${output.slice(-2000)}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 300_000;
  const data = route === '/' ? '/_data/index.json' : `/_data${route}.json`;
  await Promise.all([answered(url + route, deadline), answered(url + data, deadline)]);
  return { child, url, ms: performance.now() - started };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * `file` is the page shown at `route`; its first headline gets new words for each edit. Starts the
 * dev server `runs` times (the start is the median; with `forget`, which removes the content check's
 * kept results, once more before the last, with none), then opens the page in Chromium and saves a
 * copy edit `runs` times, timing each save until the words show in the open page (the real file
 * watcher, HMR event and data request). The file is left as it was.
 */
export async function measureDevServer(dir: string, route: string, file: string, runs = 3, forget?: () => void): Promise<DevServerFigures> {
  const starts: number[] = [];
  let peak = 0;
  let coldStartMs: number | undefined;
  for (let i = 0; i < runs - 1; i++) {
    const run = await start(dir, route);
    starts.push(run.ms);
    peak = Math.max(peak, peakKb(run.child.pid!));
    await stop(run.child);
  }
  // After a warm start, so that Vite's own dependency cache is ready and only the check is cold.
  if (forget) {
    forget();
    const cold = await start(dir, route);
    coldStartMs = cold.ms;
    peak = Math.max(peak, peakKb(cold.child.pid!));
    await stop(cold.child);
  }
  const run = await start(dir, route);
  starts.push(run.ms);
  const original = readFileSync(path.join(dir, file), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const edits: number[] = [];
  try {
    const page = await browser.newPage();
    // The first visit lets Vite prepare its dependencies (it may reload the page once): not timed.
    await page.goto(run.url + route);
    await page.locator('main h1').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < runs; i++) {
      const words = `Edited for the bench ${i} ${Date.now()}`;
      const edited = original.replace(/^(\s+headline:\s*).*$/m, `$1${words}`);
      if (edited === original) throw new Error(`${file} has no headline to edit`);
      const shown = page.waitForFunction((w) => document.body.innerText.includes(w), words, { timeout: 60_000, polling: 'raf' });
      const saved = performance.now();
      writeFileSync(path.join(dir, file), edited);
      await shown;
      edits.push(performance.now() - saved);
      // Let the file watcher settle before the next save.
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    writeFileSync(path.join(dir, file), original);
    await browser.close();
    peak = Math.max(peak, peakKb(run.child.pid!));
    await stop(run.child);
  }
  return { startMs: median(starts), coldStartMs, peakMb: peak / 1024, editMs: median(edits) };
}
