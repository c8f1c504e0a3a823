import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createServer, type HotPayload, type ViteDevServer } from 'vite';
import { contentPlugin } from '../../../scripts/vite/content-plugin.ts';

// The dev server as `npm start` runs it, on a copy of the valid fixture site (never on content/,
// which everyone builds from): a bad save must reach the terminal and the browser overlay with
// the same file:line message as `npm run validate`, and the next good save must recover.
const project = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(project, 'tests/fixtures');
let dir: string;
let server: ViteDevServer;
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
  // The file watcher scans the folder first; a probe file's event says it now sees saves.
  const seen: string[] = [];
  server.watcher.on('all', (_event, file) => void seen.push(file));
  const probe = path.join(dir, 'probe.txt');
  await until(() => (writeFileSync(probe, String(Date.now())), seen.includes(probe)), 'the file watcher');
  const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
  server.ws.send = ((payload: HotPayload) => {
    sent.push(payload);
    send(payload);
  }) as typeof server.ws.send;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const aboutFile = () => path.join(dir, 'content/pages/about.yaml');
const pageModule = () => server.transformRequest('/content/pages/about.yaml');

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

it('serves a page, shows an invalid save as file:line in terminal and overlay, and recovers on the next good save', async () => {
  expect((await pageModule())?.code).toContain('About the fixture');
  const good = readFileSync(aboutFile(), 'utf8');

  // A syntax error: the same words and position as the CLI gives for the yaml-syntax-error fixture.
  writeFileSync(aboutFile(), readFileSync(path.join(fixtures, 'yaml-syntax-error/content/pages/about.yaml'), 'utf8'));
  const overlay = await until(() => sent.find((p) => p.type === 'error'), 'the error overlay payload');
  const where = 'content/pages/about.yaml:8:14  The file cannot be read';
  if (overlay.type !== 'error') throw new Error('not an error payload');
  expect(overlay.err.message).toContain(where);
  expect(overlay.err.message).toContain('>  8 |     heading: Questions? Answers: talk to us');
  expect(overlay.err.message).toContain('Checked 3 content files: 1 error in 1 file.');
  expect(overlay.err.stack).toBe('');
  expect(overlay.err.loc).toEqual({ file: aboutFile(), line: 8, column: 14 });
  expect(logged.some((l) => l.includes(where))).toBe(true);

  // Opening the page meanwhile gives the same report, with no stack trace.
  const failure = await pageModule().then(
    () => undefined,
    (err: Error) => err,
  );
  expect(failure?.message).toContain(where);
  expect(failure?.message).not.toMatch(/^\s+at /m);

  // A schema mistake on the next save: a new report, still no crash.
  sent.length = 0;
  writeFileSync(aboutFile(), good.replace('    headline: About the fixture', '    headlin: About the fixture'));
  const second = await until(() => sent.find((p) => p.type === 'error'), 'the second error payload');
  if (second.type !== 'error') throw new Error('not an error payload');
  expect(second.err.message).toContain('content/pages/about.yaml:6:5  Block 1 (hero): "headlin" is not a field of a hero block. Did you mean "headline"?');

  // The good save: a full reload, and the page is served again.
  sent.length = 0;
  writeFileSync(aboutFile(), good.replace('About the fixture', 'About the fixture, edited'));
  await until(() => sent.find((p) => p.type === 'full-reload'), 'the full reload');
  expect(logged.some((l) => l.includes('content updated: content/pages/about.yaml'))).toBe(true);
  expect((await pageModule())?.code).toContain('About the fixture, edited');
}, 30_000);
