import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../../scripts/build/file-stamp.ts';
import { CheckCache } from '../../../scripts/content/check-cache.ts';
import { checkContent } from '../../../scripts/content/check-content.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { PageStamps } from '../../../scripts/content/page-stamps.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const schemas = path.join(project, 'schemas');
const root = mkdtempSync(path.join(os.tmpdir(), 'page-stamps-'));
const pages = () => readdirSync(path.join(root, 'content/pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => `content/pages/${f}`);

// A file changed in the last two seconds has no stamp (fileStamp): the thread runs on the real clock, so the copy ages first.
beforeAll(async () => {
  cpSync(path.join(project, 'tests/fixtures/valid/content'), path.join(root, 'content'), { recursive: true });
  // A page in a folder of its own, as /guides/… pages are.
  const [first] = pages();
  mkdirSync(path.join(root, 'content/pages/guides'));
  cpSync(path.join(root, first!), path.join(root, 'content/pages/guides/in-a-folder.yaml'));
  await new Promise((done) => setTimeout(done, 2100));
}, 10_000);
afterAll(() => {
  CheckCache.forget(root);
  rmSync(root, { recursive: true, force: true });
});

describe('page stamps taken by a thread while the caches are read', () => {
  it('are the stamps the check would take itself, for every page in every folder', () => {
    const stamps = PageStamps.start(root, 'content/pages');
    const files = pages();
    expect(files.some((f) => f.split('/').length > 3)).toBe(true);
    for (const file of files) {
      expect(stamps.of(file), file).toBeDefined();
      expect(stamps.of(file), file).toBe(fileStamp(path.join(root, file)));
    }
    // Not listed by the thread: taken now (none for a file that is not there).
    expect(stamps.of('content/pages/not-there.yaml')).toBeUndefined();
    const added = 'content/pages/added-after.yaml';
    writeFileSync(path.join(root, added), 'title: later\n');
    expect(stamps.of(added)).toBe(fileStamp(path.join(root, added)));
    rmSync(path.join(root, added));
  });

  it('leave out a page changed in the last two seconds, which the check then reads, and find its mistake', () => {
    const check = () => {
      const opened = CheckCache.open(root);
      const content = checkContent(root, schemas, { cache: opened.cache, stamps: PageStamps.start(root, 'content/pages') });
      opened.cache.save();
      return content;
    };
    CheckCache.forget(root);
    check();
    expect(check().counts.fromCache).toBe(pages().length);
    const file = pages()[0]!;
    writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8').replace(/^(\s+)title:/m, '$1titel:'));
    expect(PageStamps.start(root, 'content/pages').of(file)).toBeUndefined();
    const after = check();
    expect(after.counts.fromCache).toBe(pages().length - 1);
    const problems = (list: { file: string; line: number; message: string }[]) => list.map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(problems(after.problems).some((p) => p.startsWith(file) && p.includes('"title"'))).toBe(true);
    expect(problems(after.problems)).toEqual(problems(loadContent(root, schemas).problems));
  });
});
