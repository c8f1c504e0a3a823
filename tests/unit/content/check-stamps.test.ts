import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';

// Counts the page files read, while still reading them.
const reads = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const readFileSync = ((file: unknown, ...rest: unknown[]) => {
    if (/[/\\]content[/\\]pages[/\\]/.test(String(file))) reads.pages.push(String(file));
    return (real.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof real.readFileSync;
  return { ...real, readFileSync, default: { ...real, readFileSync } };
});
const { CheckCache } = await import('../../../scripts/content/check-cache.ts');
const { checkContent } = await import('../../../scripts/content/check-content.ts');
const { loadContent } = await import('../../../scripts/content/load.ts');

const project = path.resolve(import.meta.dirname, '../../..');
const schemas = path.join(project, 'schemas');
const root = mkdtempSync(path.join(os.tmpdir(), 'check-stamps-'));
cpSync(path.join(project, 'tests/fixtures/valid/content'), path.join(root, 'content'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const check = () => {
  const opened = CheckCache.open(root);
  const content = checkContent(root, schemas, { cache: opened.cache });
  opened.cache.save();
  return content;
};
const problems = (list: { file: string; line: number; message: string }[]) => list.map((p) => `${p.file}:${p.line} ${p.message}`);

it('with kept results, reads only the page files whose stamp changed since (a new process, such as a cold one-page rebuild)', () => {
  const pages = readdirSync(path.join(root, 'content/pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
  // Files written in the last two seconds are always read (a second write within the clock's tick could keep the stamp): the clock moves on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 10_000);
  CheckCache.forget(root);
  check();
  reads.pages = [];
  const second = check();
  expect(reads.pages).toEqual([]);
  expect(second.counts.fromCache).toBe(pages.length);

  const edited = path.join(root, 'content/pages', pages[0]!);
  writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^(\s+)title:/m, '$1titel:'));
  vi.setSystemTime(Date.now() + 10_000);
  reads.pages = [];
  const third = check();
  expect(reads.pages.filter((f) => f === edited).length).toBeGreaterThan(0);
  expect(new Set(reads.pages)).toEqual(new Set([edited]));
  expect(third.counts.fromCache).toBe(pages.length - 1);
  const found = problems(third.problems);
  expect(found.some((p) => p.startsWith(`content/pages/${pages[0]}`) && p.includes('"title"'))).toBe(true);
  expect(found).toEqual(problems(loadContent(root, schemas).problems));
});

it('keeps a record with letters beyond ASCII as it was (the file itself is ASCII, read back as Latin-1)', async () => {
  const { loadSchemas } = await import('../../../scripts/content/schemas.ts');
  const inputs = { schemas: loadSchemas(schemas), claims: undefined, site: 'name: Café', addresses: ['/', '/über'] };
  const title = 'Café · ₹ 5,000 — “quoted” 😀 | Fixture Studio';
  const record = { file: 'content/pages/über.yaml', hash: 'h', stamp: 's', resolved: [], own: [], parsed: true, blank: [], links: [], title, prepared: [], valid: true, ids: ['a'], uses: [{ id: 'a', path: ['seo', 'title'], k: 0 }], asked: [['/über', 'null']] as [string, string][] };
  const first = CheckCache.open(root).cache;
  first.begin(inputs).set(record);
  first.save();
  const file = readdirSync(path.join(project, 'node_modules/.cache/content-check')).filter((f) => f.endsWith('.jsonl')).map((f) => path.join(project, 'node_modules/.cache/content-check', f)).find((f) => readFileSync(f, 'utf8').includes('\\u00e9'))!;
  expect([...readFileSync(file)].every((byte) => byte < 0x80)).toBe(true);
  const again = CheckCache.open(root).cache.begin(inputs);
  expect(again.hashOf(record.file, 's')).toBe('h');
  const kept = again.get(record.file, 'h', () => 'null')!;
  expect(kept.title).toBe(title);
  expect(kept.asked).toEqual(record.asked);
  expect(kept.uses).toEqual(record.uses);
  CheckCache.forget(root);
});

it('adds new records at the end of the kept file, and writes it whole again once they are many (64 here)', async () => {
  const { loadSchemas } = await import('../../../scripts/content/schemas.ts');
  const inputs = { schemas: loadSchemas(schemas), claims: undefined, site: 'name: Many', addresses: ['/'] };
  const record = (i: number, hash: string) => ({ file: `content/pages/p${i}.yaml`, hash, stamp: hash, resolved: [], own: [], parsed: true, blank: [], links: [], prepared: [], valid: true, ids: [], uses: [], asked: [] as [string, string][] });
  CheckCache.forget(root);
  const first = CheckCache.open(root).cache;
  const session = first.begin(inputs);
  for (let i = 0; i < 10; i++) session.set(record(i, 'a'));
  first.save();
  const file = first.location!;
  const lineCount = () => readFileSync(file, 'utf8').split('\n').length - 1;
  expect(lineCount()).toBe(11);
  const hashes = Array.from({ length: 10 }, () => 'a');
  for (let edit = 1; edit <= 65; edit++) {
    const cache = CheckCache.open(root).cache;
    const s = cache.begin(inputs);
    const changed = edit % 10;
    hashes[changed] = `h${edit}`;
    for (let i = 0; i < 10; i++) {
      if (i === changed) s.set(record(i, hashes[i]!));
      else expect(s.get(`content/pages/p${i}.yaml`, hashes[i]!, () => 'null')).toBeDefined();
    }
    cache.save();
    expect(lineCount()).toBe(edit <= 64 ? 11 + edit : 11);
  }
  const last = CheckCache.open(root).cache.begin(inputs);
  for (let i = 0; i < 10; i++) expect(last.hashOf(`content/pages/p${i}.yaml`, hashes[i]!)).toBe(hashes[i]);
  CheckCache.forget(root);
});
