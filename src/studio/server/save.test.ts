import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../../scripts/content/load.ts';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { rewriteYaml } from '../yaml/rewrite.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

const ABOUT = 'content/pages/about.yaml';
const text = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');
const load = (rel: string) => studio.api('GET', `file?path=${rel}`).then((r) => r.json as { text: string; hash: string });

/** The about page with its first block's first text field given a new value. */
function edited(source: string, value: unknown): string {
  const data = parse(source);
  const block = data.blocks[0];
  const field = Object.keys(block).find((k) => k !== 'type' && typeof block[k] === 'string')!;
  block[field] = value;
  return rewriteYaml(source, data);
}

describe('POST /__studio/api/check', () => {
  it('gives the problems npm run validate gives for the draft, for this file only, and no preview while it has errors', async () => {
    const draft = edited(text(ABOUT), 42);
    const { status, json } = await studio.api('POST', 'check', { path: ABOUT, text: draft });
    expect(status).toBe(200);
    const expected = loadContent(studio.copy.dir, undefined, { overrides: new Map([[ABOUT, draft]]) }).problems.filter((p) => p.file === ABOUT);
    expect(expected.length).toBeGreaterThan(0);
    expect(json.problems).toEqual(expected);
    expect(json.preview).toBeUndefined();
  });

  it('previews a valid draft as the prepared page, in well under 100 ms a check', async () => {
    const times: number[] = [];
    let last: any;
    for (let i = 0; i < 15; i++) {
      const draft = edited(text(ABOUT), `Draft number ${i}`);
      const started = performance.now();
      last = await studio.api('POST', 'check', { path: ABOUT, text: draft });
      times.push(performance.now() - started);
    }
    expect(last.json.problems).toEqual([]);
    const block = last.json.preview.blocks[0];
    expect(Object.values(block)).toContain('Draft number 14');
    times.sort((a, b) => a - b);
    // The median of the warm checks; the CPU is shared with other test files.
    expect(times[7]).toBeLessThan(100);
  });

  it('reports a mistake in another file that the draft causes (a title another page already has)', async () => {
    const data = parse(text(ABOUT));
    const other = parse(text('content/pages/index.yaml'));
    data.seo.title = other.seo.title;
    const { json } = await studio.api('POST', 'check', { path: ABOUT, text: rewriteYaml(text(ABOUT), data) });
    expect(json.problems.length).toBeGreaterThan(0);
    expect(json.problems.map((p: { message: string }) => p.message).join(' ')).toMatch(/title/i);
  });

  it('checks a blog post and previews the post', async () => {
    const { json: files } = await studio.api('GET', 'files');
    const post = files.blog[0];
    const { json } = await studio.api('POST', 'check', { path: post.path, text: text(post.path) });
    expect(json.problems).toEqual([]);
    expect(json.preview.slug).toBe(post.slug);
    const broken = await studio.api('POST', 'check', { path: post.path, text: text(post.path).replace(/^title:.*$/m, '') });
    expect(broken.json.problems[0].message).toMatch(/title/i);
  });
});

describe('POST /__studio/api/save', () => {
  it('saves a valid edit over the version it was based on and answers the new hash', async () => {
    const { text: before, hash } = await load(ABOUT);
    const after = edited(before, 'Saved by the Studio');
    const { status, json } = await studio.api('POST', 'save', { path: ABOUT, text: after, baseHash: hash });
    expect(status).toBe(200);
    expect(text(ABOUT)).toBe(after);
    expect(json.hash).toBe((await load(ABOUT)).hash);
  });

  it('refuses with 409 and the disk text when the file changed on disk since it was loaded', async () => {
    const { text: before, hash } = await load(ABOUT);
    const outside = `${before}# edited in a text editor\n`;
    writeFileSync(studio.copy.file(ABOUT), outside);
    const { status, json } = await studio.api('POST', 'save', { path: ABOUT, text: edited(before, 'Too late'), baseHash: hash });
    expect(status).toBe(409);
    expect(json.error).toMatch(/changed on disk/);
    expect(json.diskText).toBe(outside);
    expect(json.diskHash).toBe((await load(ABOUT)).hash);
    expect(text(ABOUT)).toBe(outside);
  });

  it('refuses with 422 and the problems while the text has errors, and writes nothing', async () => {
    const { text: before, hash } = await load(ABOUT);
    const { status, json } = await studio.api('POST', 'save', { path: ABOUT, text: edited(before, 42), baseHash: hash });
    expect(status).toBe(422);
    expect(json.error).toMatch(/^Not saved: 1 problem to fix first\./);
    expect(json.problems[0].file).toBe(ABOUT);
    expect(text(ABOUT)).toBe(before);
  });

  it('creates a new file only with baseHash null, and never over an existing one', async () => {
    const page = 'content/pages/studio-new.yaml';
    const source = text(ABOUT).replace(/title: .*/, 'title: A page only this test has');
    expect((await studio.api('POST', 'save', { path: page, text: source, baseHash: null })).status).toBe(200);
    expect(text(page)).toBe(source);
    const again = await studio.api('POST', 'save', { path: page, text: source, baseHash: null });
    expect(again.status).toBe(409);
    expect(again.json.diskText).toBe(source);
  });

  it('tells the Studio and the site about an outside edit (studio:file-changed)', async () => {
    const events: unknown[] = [];
    const send = studio.dev.server.ws.send.bind(studio.dev.server.ws);
    studio.dev.server.ws.send = ((payload: unknown, data?: unknown) => {
      const message = payload as { type?: string; event?: string; data?: unknown };
      if (message.type === 'custom' && message.event === 'studio:file-changed') events.push(message.data);
      return (send as (...args: unknown[]) => void)(payload, data);
    }) as typeof send;
    const changed = `${text(ABOUT)}# another outside edit\n`;
    writeFileSync(studio.copy.file(ABOUT), changed);
    await expect.poll(() => events, { timeout: 10_000 }).toContainEqual({ path: ABOUT, hash: (await load(ABOUT)).hash });
    // The next check reads the new text from disk, not the one cached before.
    const { json } = await studio.api('POST', 'check', { path: 'content/pages/index.yaml', text: text('content/pages/index.yaml') });
    expect(json.problems).toEqual([]);
  });
});
