import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';

/**
 * Everything CI checks, in the order a failure is cheapest to read: content, generated types,
 * the type checker, unit tests, shards merged against one build, incremental builds against clean
 * ones, the Studio online's git workflow on a real git server, the production build, the browser tests on that build, the same build on the hosts' engines
 * (tests/hosts/), the content proof (scripts/cli/content-proof.ts), the review of a change on a
 * fixture repository, the Studio online (tests/studio-online/), then Lighthouse.
 */
const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  before?: () => void;
}

const vitest = (project: string): Step => ({
  name: `${project} tests`,
  cmd: bin('vitest'),
  args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${project}.json`],
  before: !['unit', 'shards', 'incremental'].includes(project) ? () => void ensureChromium() : undefined,
});

// BOOKING_TEST_PORT lets two checkouts run their tests side by side.
const bookingPort = process.env.BOOKING_TEST_PORT ?? '4599';

const steps: Step[] = [
  { name: 'content validation', cmd: bin('tsx'), args: ['scripts/cli/validate.ts'] },
  { name: 'generated types are fresh', cmd: bin('tsx'), args: ['scripts/cli/gen-types.ts', '--check'] },
  // Before tsc: a missing block file is named in a sentence rather than as a type error.
  { name: 'block files', cmd: bin('tsx'), args: ['scripts/cli/check-blocks.ts'] },
  { name: 'type check', cmd: bin('tsc'), args: ['--noEmit'] },
  vitest('unit'),
  // Three shards merged must be the same bytes as one build (this site, then 1,000 generated pages).
  vitest('shards'),
  // After each kind of change (a page, a claim, site.yaml, a schema, a block's code or CSS, a deleted or
  // renamed page, a blog post, the env) an incremental build must be the same bytes as a clean one.
  vitest('incremental'),
  // The Studio online's git workflow against a real git server on loopback (nginx + git-http-backend,
  // basic auth; and OpenSSH): workspaces, preview links (in Chromium too), publish, a push that loses a race, undo.
  vitest('studio-git'),
  // Test builds post bookings to the receiver the browser tests start on this port.
  { name: 'production build', cmd: bin('tsx'), args: ['scripts/cli/build.ts'], env: { VITE_BOOKING_WEBHOOK_URL: `http://127.0.0.1:${bookingPort}/booking-webhook`, SITE_URL: 'https://www.automatalabs.in' } },
  vitest('browser'),
  // The same build served by the hosts' own engines (Cloudflare Pages, Netlify, nginx) and npm run preview, each
  // checked by the tools the web uses: Mozilla's HTTP Observatory, linkinator, and the Nu HTML Checker (Java).
  vitest('hosts'),
  // Tests never pin copy: the tests that read copy again, on a copy of the site with every text and figure rewritten.
  { name: 'content proof', cmd: bin('tsx'), args: ['scripts/cli/content-proof.ts'] },
  // The review of a change (npm run review) on a fixture repository: its own builds and pictures.
  vitest('review'),
  // The Studio online (npm run studio:serve): accounts on PostgreSQL and PGlite, every refusal, passkeys
  // in Chromium, the nginx block with TLS. Its port follows BOOKING_TEST_PORT (+1).
  vitest('studio-online'),
  vitest('lighthouse'),
];

const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  step.before?.();
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (run.status !== 0) {
    console.error(`\n✖ ${step.name} failed. Nothing after it was run.`);
    process.exit(run.status ?? 1);
  }
}

let passed = 0;
let failed = 0;
for (const project of ['unit', 'shards', 'incremental', 'studio-git', 'browser', 'hosts', 'review', 'studio-online', 'lighthouse']) {
  const json = JSON.parse(readFileSync(path.join(reports, `${project}.json`), 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += json.numPassedTests;
  failed += json.numFailedTests;
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${passed} passed, ${failed} failed`);
