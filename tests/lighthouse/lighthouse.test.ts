import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { readBuildReport } from '../../scripts/build/build-info.ts';
import { audit, startChromium } from '../../scripts/lighthouse/audit.ts';
import { THRESHOLDS } from '../../scripts/lighthouse/scores.ts';

const report = readBuildReport(resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist'));

// One page of each kind; `npm run lighthouse` audits every page. Each is judged by the median of
// seven runs, so up to three runs slowed by the machine neither fail nor pass a page on its own. With
// five, a page whose runs score 91-100 on a quiet machine (/strategy-call: median 98 over 13 runs,
// one at 91) failed a full CI run once, its median run under 95 (Total Blocking Time 240 ms).
const RUNS = 7;
const PAGES = ['/', '/services/lead-generation-systems', '/how-we-work', '/developer-docs', '/privacy', '/strategy-call', '/blog', '/blog/speed-to-lead'];

let chromium: Awaited<ReturnType<typeof startChromium>>;
beforeAll(async () => {
  chromium = await startChromium();
});
afterAll(async () => {
  await chromium?.stop();
});

it.each(PAGES)(`%s reaches the Lighthouse mobile budget (median of ${RUNS} runs: performance 95+, the rest 100)`, async (path) => {
  const result = await audit(inject('baseURL') + path, chromium.port, RUNS);
  expect(result.failing, `failing audits on ${path}`).toEqual([]);
  for (const [category, minimum] of Object.entries(THRESHOLDS)) {
    expect(result.scores[category as keyof typeof THRESHOLDS], category).toBeGreaterThanOrEqual(minimum);
  }
  // A page whose blocks are all static loads its small page script only: nothing for Lighthouse to call unused.
  if (report.find((r) => r.path === path)?.kind === 'static') expect(result.unusedJavascript).toEqual([]);
});
