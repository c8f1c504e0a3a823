import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildReport } from '../../scripts/build/build-info.ts';
import { baseURL, launch } from '../browser/harness.ts';

// No island's hydration blocks the main thread for more than 50 ms, on Lighthouse's mobile CPU
// (4x slower, set through the DevTools protocol as Lighthouse does). Hydration is what the island's
// "hydrated" measure spans in the page's performance timeline (src/islands/hydrate.tsx): from its
// start, in a task of its own after its code (and React, the first time) has loaded, until it is
// interactive. A long task is one over 50 ms; none may overlap that span. The CPU is shared with
// whatever else runs, which only makes tasks longer: each island gets five tries and the best counts (a
// prerendered post failed all three tries once, in a CI run, and passed on the quiet machine after one or two).
const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const report = readBuildReport(dist);
const LONG_TASK_MS = 50;
const TRIES = 5;

/** One page of each island type (the first the build reports), and a shell's client-rendered island. */
const cases = [...new Map(report.flatMap((r) => r.islands.map((i) => [`${i.block}${r.path.endsWith('/_fallback') ? ' (shell)' : ''}`, { address: r.path.endsWith('/_fallback') ? r.path.replace('_fallback', 'no-such-post') : r.path, island: i }] as const))).entries()];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The longest task overlapping the island's hydration, in ms (0 when none was long). */
async function hydrationBlocking(address: string, block: string, when: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 6000 } });
  await context.addInitScript(() => {
    const long: [number, number][] = [];
    (window as unknown as { __long: typeof long }).__long = long;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push([e.startTime, e.startTime + e.duration]))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await page.goto(baseURL() + address, { waitUntil: 'load' });
  const island = page.locator(`site-island[data-block="${block}"]`).first();
  // An island that waits for the visitor is woken the way a visitor does: focus on its first control.
  if (when === 'interaction') await island.locator('input, select, textarea, button, a[href]').first().focus();
  await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  const worst = await page.evaluate((type) => {
    const span = performance.getEntriesByType('measure').find((m) => m.name.endsWith(`${type} hydrated`));
    if (!span) return Number.NaN;
    const long = (window as unknown as { __long: [number, number][] }).__long;
    return Math.max(0, ...long.filter(([from, to]) => to > span.startTime && from < span.startTime + span.duration).map(([from, to]) => to - from));
  }, block);
  await context.close();
  return worst;
}

describe('hydrating an island on a 4x slower CPU', () => {
  it.each(cases)('%s never blocks the main thread for more than 50 ms', async (_name, { address, island }) => {
    const tries: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      tries.push(await hydrationBlocking(address, island.block, island.when));
      if (tries.at(-1)! <= LONG_TASK_MS) break;
    }
    expect(Math.min(...tries), `${address}: ${tries.map((t) => Math.round(t)).join(', ')} ms`).toBeLessThanOrEqual(LONG_TASK_MS);
  }, 180_000);
});
