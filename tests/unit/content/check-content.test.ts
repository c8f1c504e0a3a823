import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CheckCache } from '../../../scripts/content/check-cache.ts';
import { checkContent, type CheckedContent } from '../../../scripts/content/check-content.ts';
import { loadContent } from '../../../scripts/content/load.ts';

// `npm run validate` and `npm start` check the content one page at a time (checkContent), keeping
// page results between checks; the build, the Studio and the review load it whole (loadContent).
// Both must find the same problems, in the same order, with the same code frames: compared here on
// every fixture site, on a site made of all of their pages together, and after edits with a cache.
const project = path.resolve(import.meta.dirname, '../../..');
const schemas = path.join(project, 'schemas');

function sites(dir: string): string[] {
  if (existsSync(path.join(dir, 'content'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => sites(path.join(dir, e.name)));
}
const fixtures = sites(path.join(project, 'tests/fixtures'));

/** What the CLI and the overlay print from: problems (as plain data), their files' texts, the count. */
function expected(root: string) {
  const content = loadContent(root, schemas);
  const problems = JSON.parse(JSON.stringify(content.problems)) as unknown;
  const sources = Object.fromEntries(content.problems.map((p) => [p.file, content.sources.get(p.file)]));
  return { problems, sources, files: content.sources.size, valid: content.pages.map((p) => p.file).sort() };
}
const shown = (content: CheckedContent) => ({
  problems: JSON.parse(JSON.stringify(content.problems)) as unknown,
  sources: Object.fromEntries(content.problems.map((p) => [p.file, content.sources.get(p.file)])),
  files: content.filesChecked,
  valid: content.pages.filter((p) => p.valid).map((p) => p.file).sort(),
});

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway site: the valid fixture with every fixture's pages added (many mistakes, shared titles). */
function mixedSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  temps.push(dir);
  cpSync(path.join(project, 'tests/fixtures/valid/content'), path.join(dir, 'content'), { recursive: true });
  fixtures.forEach((site, i) => {
    const pages = path.join(site, 'content/pages');
    if (existsSync(pages)) cpSync(pages, path.join(dir, `content/pages/mixed-${i}`), { recursive: true });
  });
  return dir;
}

describe('checkContent finds what loadContent finds', () => {
  it.each(fixtures.map((f) => [path.relative(project, f)]))('%s', (fixture) => {
    const root = path.join(project, fixture);
    expect(shown(checkContent(root, schemas))).toEqual(expected(root));
  });

  it('on the project content', () => {
    expect(shown(checkContent(project, schemas))).toEqual(expected(project));
  });

  it('on one site with the pages of every fixture (shared titles, links between them)', () => {
    const root = mixedSite();
    const content = checkContent(root, schemas);
    expect(content.problems.length).toBeGreaterThan(20);
    expect(shown(content)).toEqual(expected(root));
  });
});

it('names every place an out-of-date figure is shown, with its line, from the cache too', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-claims-'));
  temps.push(root);
  cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });
  const claims = path.join(root, 'content/claims.yaml');
  // Every figure dated long ago: each warning lists the pages, files and lines that show it.
  writeFileSync(claims, readFileSync(claims, 'utf8').replace(/as_of: .*/g, 'as_of: 2000-01-01'));
  const stale = (content: CheckedContent) => content.problems.filter((p) => p.message.includes('older than')).length;
  const cold = checkContent(root, schemas, { cache: CheckCache.open(root).cache });
  expect(stale(cold)).toBeGreaterThan(0);
  expect(shown(cold)).toEqual(expected(root));
  const opened = CheckCache.open(root);
  checkContent(root, schemas, { cache: opened.cache });
  opened.cache.save();
  const warm = checkContent(root, schemas, { cache: CheckCache.open(root).cache });
  expect(warm.counts.fromCache).toBe(warm.counts.pages);
  expect(shown(warm)).toEqual(expected(root));
});

it('reads a kept page\'s claim uses from the cache file only when something asks where a claim is shown', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-uses-'));
  temps.push(root);
  cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });
  const first = CheckCache.open(root);
  const cold = checkContent(root, schemas, { cache: first.cache });
  first.cache.save();
  const places = (content: CheckedContent) => content.claims.uses.map((u) => `${u.id} ${u.file}:${u.line}:${u.col} ${u.path.join('.')}`);
  expect(places(cold)).toEqual(places({ claims: loadContent(root, schemas).claims } as CheckedContent));
  const file = first.cache.location!;
  const [head, ...records] = readFileSync(file, 'utf8').split('\n');
  const uses = (line: string) => (JSON.parse(line) as { uses: unknown[] }).uses.length;
  const withUses = records.filter((line) => line && uses(line) > 0).length;
  expect(withUses).toBeGreaterThan(2);

  // Each page's uses replaced in the kept file by one of a claim id no page has; which claims a page uses is left as it was.
  const planted = { id: 'planted-in-the-cache', path: ['seo', 'title'], line: 1, col: 1 };
  const replaced = records.map((line) => (line && uses(line) > 0 ? line.replace(/,"uses":\[.*\]\}$/, `,"uses":${JSON.stringify([planted])}}`) : line));
  writeFileSync(file, [head, ...replaced].join('\n'));
  const warm = checkContent(root, schemas, { cache: CheckCache.open(root).cache });
  expect(warm.counts.fromCache).toBe(warm.counts.pages);
  // The problems (claims nothing uses among them) come from which claims each page uses, not from its uses.
  expect(shown(warm)).toEqual(shown(cold));
  // Asked where claims are shown, the check reads the kept file's uses: the planted ones.
  expect(warm.claims.uses.filter((u) => u.id === planted.id)).toHaveLength(withUses);
});

describe('with page results kept', () => {
  const root = mixedSite();
  const pages = readdirSync(path.join(root, 'content/pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
  const check = () => {
    const opened = CheckCache.open(root);
    const content = checkContent(root, schemas, { cache: opened.cache });
    opened.cache.save();
    return { content, note: opened.note };
  };

  it('a second check takes every page from the cache and prints the same', () => {
    const first = check();
    expect(first.content.counts.fromCache).toBe(0);
    const second = check();
    expect(second.note).toBeUndefined();
    expect(second.content.counts.fromCache).toBe(pages.length);
    expect(shown(second.content)).toEqual(expected(root));
  });

  it('after edits (a page, a new page a link needed, site.yaml, a deleted page) only what changed is checked again', () => {
    check();
    const edited = path.join(root, 'content/pages', pages.find((p) => p.startsWith('mixed-'))!);
    writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^(\s+)title:/m, '$1titel:'));
    let after = check().content;
    expect(after.counts.fromCache).toBe(pages.length - 1);
    expect(shown(after)).toEqual(expected(root));

    // A page added: every link to a missing address is asked about again; pages without such links keep their results.
    const missing = loadContent(root, schemas).problems.find((p) => /is not a page of this site/.test(p.message));
    const address = missing && /points to "(\/[^"]*)"/.exec(missing.message)?.[1];
    expect(address).toMatch(/^\/[a-z-/]+$/);
    const added = path.join(root, `content/pages${address}.yaml`);
    mkdirSync(path.dirname(added), { recursive: true });
    writeFileSync(added, readFileSync(path.join(project, 'tests/fixtures/valid/content/pages/about.yaml'), 'utf8').replace(/title: .*/, 'title: A page the link wanted'));
    after = check().content;
    expect(after.counts.fromCache).toBeGreaterThan(0);
    expect(after.problems.some((p) => p.message.includes(`"${address}", which is not a page`))).toBe(false);
    expect(shown(after)).toEqual(expected(root));

    const site = path.join(root, 'content/site.yaml');
    writeFileSync(site, `${readFileSync(site, 'utf8')}\n# edited\n`);
    after = check().content;
    expect(after.counts.fromCache).toBe(0);
    expect(shown(after)).toEqual(expected(root));

    rmSync(edited);
    after = check().content;
    expect(shown(after)).toEqual(expected(root));
  });

  it('keeps one record a line: after an edit, the lines as read and the new record added at the end; read back, what a check from nothing keeps', () => {
    // Every file counts as changed long enough ago to keep its stamp (scripts/build/file-stamp.ts), so no record gains one later.
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 5000);
    onTestFinished(() => later.mockRestore());
    CheckCache.forget(root);
    check();
    const file = CheckCache.open(root).cache.location!;
    const text = () => readFileSync(file, 'utf8');
    const lines = () => text().split('\n').slice(1, -1);
    const fileOf = (line: string) => (JSON.parse(line) as { file: string }).file;
    const before = lines();
    const head = text().split('\n')[0];
    // A page the tests before left in place.
    const name = pages.find((p) => p.startsWith('mixed-') && existsSync(path.join(root, 'content/pages', p)))!;
    const edited = path.join(root, 'content/pages', name);
    writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^(\s+)title:/m, '$1titel:'));
    check();
    const afterEdit = lines();
    expect(text().split('\n')[0]).toBe(head);
    expect(afterEdit.slice(0, before.length)).toEqual(before);
    expect(afterEdit.slice(before.length).map(fileOf)).toEqual([`content/pages/${name}`]);
    // As read: the last line of each file, in the order of the first.
    const asRead = [...new Map(afterEdit.map((line) => [fileOf(line), line])).values()];
    rmSync(file);
    check();
    // A stamp is kept only for a file not changed in the last 2 s (scripts/build/file-stamp.ts): the rest is the same.
    const results = (list: string[]) => list.map((line) => ({ ...(JSON.parse(line) as object), stamp: undefined }));
    expect(results(lines())).toEqual(results(asRead));
  });

  it('a kept file cut short at a line is not taken for a smaller site', () => {
    CheckCache.forget(root);
    check();
    const file = CheckCache.open(root).cache.location!;
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, `${lines.slice(0, -2).join('\n')}\n`);
    const cut = check();
    expect(cut.note).toMatch(/could not be read .*every file is checked/);
    expect(cut.content.counts.fromCache).toBe(0);
    expect(shown(cut.content)).toEqual(expected(root));
  });

  it('a kept file cut short in the records added since it was written: those pages are checked again', () => {
    CheckCache.forget(root);
    check();
    const file = CheckCache.open(root).cache.location!;
    const name = pages.find((p) => p.startsWith('mixed-') && existsSync(path.join(root, 'content/pages', p)))!;
    const edited = path.join(root, 'content/pages', name);
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n# cut short\n`);
    const whole = readFileSync(file, 'utf8');
    check();
    expect(readFileSync(file, 'utf8').startsWith(whole)).toBe(true);
    writeFileSync(file, whole);
    const cut = check();
    expect(cut.note).toBeUndefined();
    expect(cut.content.counts.fromCache).toBe(cut.content.counts.pages - 1);
    expect(shown(cut.content)).toEqual(expected(root));
  });

  it('a check that finds its file replaced by another check meanwhile writes it whole, never adding to the other', () => {
    CheckCache.forget(root);
    check();
    const mine = CheckCache.open(root);
    const site = path.join(root, 'content/site.yaml');
    const siteText = readFileSync(site, 'utf8');
    // Another check, of other settings, writes the file whole under its own key.
    writeFileSync(site, `${siteText}\n# another check\n`);
    check();
    writeFileSync(site, siteText);
    const file = mine.cache.location!;
    const theirs = readFileSync(file, 'utf8');
    const name = pages.find((p) => p.startsWith('mixed-') && existsSync(path.join(root, 'content/pages', p)))!;
    const edited = path.join(root, 'content/pages', name);
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n# edited\n`);
    checkContent(root, schemas, { cache: mine.cache });
    mine.cache.save();
    const now = readFileSync(file, 'utf8');
    expect(now.startsWith(theirs)).toBe(false);
    expect(now.split('\n')[0]).not.toBe(theirs.split('\n')[0]);
    const again = check();
    expect(again.note).toBeUndefined();
    expect(shown(again.content)).toEqual(expected(root));
  });

  it('a damaged cache file is ignored with a line saying so', () => {
    check();
    const file = CheckCache.open(root).cache.location!;
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, '{"format": 1, "records": [tru');
    const damaged = check();
    expect(damaged.note).toMatch(/could not be read .*every file is checked/);
    expect(damaged.content.counts.fromCache).toBe(0);
    expect(shown(damaged.content)).toEqual(expected(root));
  });
});
