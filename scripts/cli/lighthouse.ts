import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readBuildReport } from '../build/build-info.ts';
import { createStaticServer } from '../preview/static-server.ts';
import { audit, startChromium } from '../lighthouse/audit.ts';
import { THRESHOLDS, type Category } from '../lighthouse/scores.ts';

// Usage: npm run lighthouse [-- /path /other]   (audits the built dist/; every page when no path is given)
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const report = readBuildReport(dist);
const asked = process.argv.slice(2);
// The 404 page and fallback shells are noindex by design, so search-engine scores do not apply to them.
const paths = asked.length ? asked : report.filter((r) => !r.file.includes('_fallback') && r.file !== '404.html').map((r) => r.path);

const server = createStaticServer(dist);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chromium = await startChromium();
let failed = 0;
try {
  console.log(`${'page'.padEnd(44)} perf  a11y  best  seo`);
  for (const p of paths) {
    const r = await audit(base + p, chromium.port);
    const cats = Object.keys(THRESHOLDS) as Category[];
    const ok = cats.every((c) => r.scores[c] >= THRESHOLDS[c]);
    if (!ok) failed++;
    console.log(`${p.padEnd(44)} ${cats.map((c) => String(r.scores[c]).padStart(4)).join('  ')}  ${ok ? '' : '✖'}`);
    r.failing.forEach((f) => console.log(`    ${f}`));
  }
} finally {
  await chromium.stop();
  server.close();
}
if (failed) {
  console.error(`\n${failed} page(s) below ${JSON.stringify(THRESHOLDS)}.`);
  process.exit(1);
}
