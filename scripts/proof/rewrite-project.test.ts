import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../content/load.ts';
import { blockingProblems } from '../content/problem.ts';
import { rewriteProject } from './rewrite-project.ts';

const project = path.resolve(import.meta.dirname, '../..');
let dir: string;

/** A throwaway site: the valid fixture's content with this project's schemas. */
function fixtureSite(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rewrite-project-'));
  cpSync(path.join(project, 'tests/fixtures/valid/content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(project, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
const read = (root: string, file: string) => parse(readFileSync(path.join(root, file), 'utf8'));

describe('rewriting a whole site', () => {
  it('rewrites every file under content/ into a site that still validates, with no copy left', () => {
    const root = fixtureSite();
    const before = ['content/site.yaml', 'content/pages/index.yaml', 'content/pages/about.yaml'].map((f) => read(path.join(project, 'tests/fixtures/valid'), f));
    const report = rewriteProject(root, 'seed');
    expect(report.files).toEqual(['content/pages/about.yaml', 'content/pages/index.yaml', 'content/site.yaml']);
    expect(blockingProblems(loadContent(root, path.join(project, 'schemas')).problems)).toEqual([]);
    const after = ['content/site.yaml', 'content/pages/index.yaml', 'content/pages/about.yaml'].map((f) => read(root, f));
    // Copy is whatever has a letter and is not a link, a picture, an anchor, a locale or another setting.
    const copy = (value: unknown) => strings(value).filter((s) => /\p{L}/u.test(s) && !/^(\/|https?:|mailto:|tel:|[a-z-]+$|[a-z]{2}-[A-Z]{2}$|\d{4}-)/.test(s));
    const left = copy(before).filter((s) => copy(after).includes(s));
    expect(left).toEqual([]);
    expect(copy(after).length).toBe(copy(before).length);
  });

  it('is the same for the same seed', () => {
    const first = rewriteProject(fixtureSite(), 'seed');
    const text = readFileSync(path.join(dir, 'content/pages/index.yaml'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    rewriteProject(fixtureSite(), 'seed');
    expect(readFileSync(path.join(dir, 'content/pages/index.yaml'), 'utf8')).toBe(text);
    expect(first.rewritten).toBeGreaterThan(0);
  });

  it('stops at a content file no schema is known for, naming the table to add it to', () => {
    const root = fixtureSite();
    writeFileSync(path.join(root, 'content/team.yaml'), 'people: []\n');
    expect(() => rewriteProject(root)).toThrow('content/team.yaml: no schema is known for this file. Add it to CONTENT_FILES in scripts/proof/rewrite-project.ts.');
  });

  it('stops when a known file has no schema yet', () => {
    const root = fixtureSite();
    writeFileSync(path.join(root, 'content/claims.yaml'), 'claims: []\n');
    rmSync(path.join(root, 'schemas/claims.schema.json'), { force: true });
    expect(() => rewriteProject(root)).toThrow('content/claims.yaml: schemas/claims.schema.json does not exist.');
  });
});
