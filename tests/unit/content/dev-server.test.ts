import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createServer, type HotPayload, type ViteDevServer } from 'vite';
import { contentPlugin } from '../../../scripts/vite/content-plugin.ts';
import { CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, PROBLEMS_DATA_ID, type ContentReport } from '../../../src/routing/devEvents.ts';
import type { PageData } from '../../../src/routing/pageStore.ts';

// The dev server as `npm start` runs it, on a copy of the valid fixture site (never on content/,
// which everyone builds from): it answers the same page-data files the build writes; a bad save
// reaches the terminal and the overlay with the same file:line message as `npm run validate`
// while the last good version stays served; the next good save updates the page in place.
const project = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(project, 'tests/fixtures');
let dir: string;
let server: ViteDevServer;
let http0: http.Server;
let base: string;
const logged: string[] = [];
const sent: HotPayload[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'content-dev-'));
  cpSync(path.join(fixtures, 'valid'), dir, { recursive: true });
  const logger = createLogger('info', { allowClearScreen: false });
  logger.info = (msg) => void logged.push(msg);
  logger.warn = (msg) => void logged.push(msg);
  logger.error = (msg) => void logged.push(msg);
  server = await createServer({
    root: dir,
    configFile: false,
    customLogger: logger,
    cacheDir: path.join(dir, '.vite'),
    plugins: [contentPlugin(dir, { schemaDir: path.join(project, 'schemas') })],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  http0 = http.createServer(server.middlewares);
  await new Promise<void>((resolve) => http0.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http0.address() as AddressInfo).port}`;
  // The file watcher scans the folder first; a probe file's event says it now sees saves.
  const seen: string[] = [];
  server.watcher.on('all', (_event, file) => void seen.push(file));
  const probe = path.join(dir, 'probe.txt');
  await until(() => (writeFileSync(probe, String(Date.now())), seen.includes(probe)), 'the file watcher');
  const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
  server.ws.send = ((...args: unknown[]) => {
    sent.push(typeof args[0] === 'string' ? { type: 'custom', event: args[0], data: args[1] } : (args[0] as HotPayload));
    send(...args);
  }) as typeof server.ws.send;
});

afterAll(async () => {
  await new Promise((resolve) => http0?.close(resolve));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const aboutFile = () => path.join(dir, 'content/pages/about.yaml');
const aboutData = async () => (await (await fetch(`${base}/_data/about.json`)).json()) as PageData;
const custom = (event: string) => sent.find((p) => p.type === 'custom' && p.event === event) as { data: unknown } | undefined;

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

it('answers the page-data files the build writes: a page, the route table, the not-found page', async () => {
  const about = await aboutData();
  expect(about.route).toBe('/about');
  expect(JSON.stringify(about.page)).toContain('About the fixture');
  const table = (await (await fetch(`${base}/_data/routes.json`)).json()) as { pages: string[] };
  expect(table.pages).toEqual(expect.arrayContaining(['/', '/about']));
  const missing = await fetch(`${base}/_data/no-such-page.json`);
  expect(missing.status).toBe(404);
});

it('shows an invalid save as file:line in terminal and overlay, keeps serving the last good page, and recovers in place', async () => {
  const good = readFileSync(aboutFile(), 'utf8');

  // A syntax error: the same words and position as the CLI gives for the yaml-syntax-error fixture.
  writeFileSync(aboutFile(), readFileSync(path.join(fixtures, 'yaml-syntax-error/content/pages/about.yaml'), 'utf8'));
  const report = (await until(() => custom(CONTENT_PROBLEMS_EVENT), 'the overlay report')).data as ContentReport;
  const where = 'content/pages/about.yaml:8:14  The file cannot be read';
  expect(report.problems).toHaveLength(1);
  expect(report.problems[0]).toContain(where);
  expect(report.problems[0]).toContain('>  8 |     heading: Questions? Answers: talk to us');
  expect(report.summary).toBe('Checked 3 content files: 1 error in 1 file.');
  expect(JSON.stringify(report)).not.toMatch(/plugin|vite|\bat \S+:\d+/i);
  expect(logged.some((l) => l.includes(where))).toBe(true);

  // The page stays available as it last worked, and a page opened now carries the report for the overlay.
  expect(JSON.stringify((await aboutData()).page)).toContain('About the fixture');
  const html = await server.transformIndexHtml('/about', '<html><head></head><body><div id="root"></div></body></html>');
  expect(html).toContain(`id="${PROBLEMS_DATA_ID}"`);
  expect(html).toContain('content/pages/about.yaml:8:14');
  expect(html).toContain('src="/src/dev/content-overlay.ts"');

  // A schema mistake on the next save: a new report, still no crash.
  sent.length = 0;
  writeFileSync(aboutFile(), good.replace('    headline: About the fixture', '    headlin: About the fixture'));
  const second = (await until(() => custom(CONTENT_PROBLEMS_EVENT), 'the second report')).data as ContentReport;
  expect(second.problems[0]).toContain('content/pages/about.yaml:6:5  About › Hero: "headlin" is not a field of a hero section. Did you mean "headline"?');

  // The good save: the open page is told to fetch its data again (no full reload), and gets the edit.
  sent.length = 0;
  writeFileSync(aboutFile(), good.replace('About the fixture', 'About the fixture, edited'));
  expect((await until(() => custom(CONTENT_CHANGED_EVENT), 'the content-changed event')).data).toEqual({ file: 'content/pages/about.yaml' });
  expect(sent.some((p) => p.type === 'full-reload')).toBe(false);
  expect(logged.some((l) => l.includes('content updated: content/pages/about.yaml'))).toBe(true);
  expect(JSON.stringify((await aboutData()).page)).toContain('About the fixture, edited');
  expect(await server.transformIndexHtml('/about', '<html><body></body></html>')).not.toContain(PROBLEMS_DATA_ID);
}, 30_000);
