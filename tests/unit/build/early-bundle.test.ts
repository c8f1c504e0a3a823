import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EarlyBundle } from '../../../scripts/build/early-bundle.ts';
import { checkContent } from '../../../scripts/content/check-content.ts';

// The site's own bundler on the site's own content: what a build with nothing to keep starts while it checks the pages.
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'early-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let listed: Parameters<typeof EarlyBundle.contentOf> | undefined;
const checked = checkContent(root, undefined, { onSite: (site, pages) => (listed = [site!, pages]) });
const content = () => EarlyBundle.contentOf(...listed!);
const env = { VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/early', SITE_URL: 'https://www.example.com' };
Object.assign(process.env, env);
/** The bundler's own folders: beside dist/ (their names start with a dot) and the server bundle's in the project's cache. */
const besides = () => [...readdirSync(dir).filter((name) => name.startsWith('.')), ...(existsSync(path.join(root, 'node_modules/.cache/site-early', String(process.pid))) ? ['server'] : [])];

it('hands the bundler what the build hands it after the check', () => {
  expect(content()).toEqual({ site: checked.site, dynamicRoutes: expect.any(Array) });
  expect(content().dynamicRoutes).toEqual(checked.pages.map((p) => p.route).filter((r) => r.includes(':')).sort());
});

it('moves its bundles into dist/ and the server folder when the checked content is what it started with', async () => {
  const dist = path.join(dir, 'dist');
  const server = path.join(dir, 'server');
  mkdirSync(server);
  writeFileSync(path.join(server, 'old.js'), 'an older bundle');
  const early = EarlyBundle.start(root, dist, content());
  expect(await early.use(content(), dist, server)).toBe(true);
  expect(existsSync(path.join(dist, '.vite/manifest.json'))).toBe(true);
  expect(readdirSync(server)).toContain('entry-server.js');
  expect(readdirSync(server)).not.toContain('old.js');
  expect(besides()).toEqual([]);
}, 120_000);

it('stops, and leaves nothing, when the content differs or a mistake stops the build', async () => {
  const dist = path.join(dir, 'kept');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'the last build');
  // Left by a build killed outright (no process has this id): removed by the next build that bundles early.
  const left = path.join(dir, '.kept.bundling-999999999');
  mkdirSync(left);
  const other = { ...content(), dynamicRoutes: [...content().dynamicRoutes, '/case-studies/:slug'] };
  const early = EarlyBundle.start(root, dist, content());
  expect(await early.use(other, dist, path.join(dir, 'server-2'))).toBe(false);
  const stopped = EarlyBundle.start(root, dist, content());
  await new Promise((resolve) => setTimeout(resolve, 300));
  await stopped.stop();
  expect(besides()).toEqual([]);
  expect(readdirSync(dist)).toEqual(['index.html']);
  expect(existsSync(path.join(dir, 'server-2'))).toBe(false);
}, 120_000);
