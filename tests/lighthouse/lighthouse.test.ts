import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { audit, startChromium, THRESHOLDS } from '../../scripts/lighthouse/audit.ts';

// One page of each kind; `npm run lighthouse` audits every page.
const PAGES = ['/', '/services/lead-generation-systems', '/how-we-work', '/developer-docs', '/privacy', '/strategy-call', '/blog', '/blog/speed-to-lead'];

let chromium: Awaited<ReturnType<typeof startChromium>>;
beforeAll(async () => {
  chromium = await startChromium();
});
afterAll(async () => {
  await chromium?.stop();
});

it.each(PAGES)('%s reaches the Lighthouse mobile budget (performance 95+, the rest 100)', async (path) => {
  const result = await audit(inject('baseURL') + path, chromium.port);
  expect(result.failing, `failing audits on ${path}`).toEqual([]);
  for (const [category, minimum] of Object.entries(THRESHOLDS)) {
    expect(result.scores[category as keyof typeof THRESHOLDS], category).toBeGreaterThanOrEqual(minimum);
  }
});
