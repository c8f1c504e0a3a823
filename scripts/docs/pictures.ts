import path from 'node:path';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.ts';
import { openSection, openStudio, startStudioSite, WAIT } from '../../tests/support/studio.ts';

/**
 * `npm run docs:pictures`: the guides' pictures, taken from the real Studio and the real review report in
 * Chromium, on a throwaway copy of the project (`npm start` on it), so they can be made again after a change:
 * - docs/pictures/studio.png: the Studio on the home page, its first section open, at 1280 px;
 * - docs/pictures/review-report.png: the report of a figure changed in "Figures and facts" and saved.
 */
const out = path.resolve(import.meta.dirname, '../../docs/pictures');
ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const site = await startStudioSite({ git: true });
try {
  const studio = await openStudio(browser, site, 'content/pages/index.yaml');
  await openSection(studio.page, 0);
  await studio.page.waitForTimeout(1500); // the preview's fonts and pictures
  await studio.page.screenshot({ path: path.join(out, 'studio.png') });
  console.log('docs/pictures/studio.png');

  // A saved change to the first figure, reviewed as "Review the saved changes" does.
  const claimsFile = 'content/claims.yaml';
  const claims = parse(site.read(claimsFile)) as { figures: Record<string, { value: string | number }> };
  const [id, figure] = Object.entries(claims.figures)[0]!;
  const older = String(figure.value);
  const newer = /\d/.test(older) ? older.replace(/\d+/, (n) => String(Number(n) * 2)) : `${older} and more`;
  site.write(claimsFile, site.read(claimsFile).replace(new RegExp(`(\\n  ${id}:\\n(?:    .*\\n)*?    value: )"?${older.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?`), `$1"${newer}"`));
  const token = /<meta name="studio-token" content="([^"]+)">/.exec(await (await fetch(`${site.dev.url}/__studio`)).text())?.[1] ?? '';
  const call = (method: string) => fetch(`${site.dev.url}/__studio/api/review`, { method, headers: { 'X-Studio-Token': token, 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined }).then((r) => r.json() as Promise<{ state: string; error?: string }>);
  let state = await call('POST');
  const until = Date.now() + 300_000;
  while (state.state === 'running' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    state = await call('GET');
  }
  if (state.state !== 'done') throw new Error(`The review did not finish: ${JSON.stringify(state)}`);
  const report = await (await fetch(`${site.dev.url}/__studio/api/review/report`, { headers: { 'X-Studio-Token': token } })).text();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent(report, { waitUntil: 'load', ...WAIT });
  await page.screenshot({ path: path.join(out, 'review-report.png') });
  console.log('docs/pictures/review-report.png');
} finally {
  await browser.close();
  await site.close();
}
