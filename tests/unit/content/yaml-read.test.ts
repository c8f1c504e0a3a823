import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';

// Valid files are read by js-yaml (fast) and only files with problems by the `yaml` package (with
// positions). Both must agree on every file: same data for what both accept, and the quick reader
// never accepting what the full parser calls an error.
const project = path.resolve(import.meta.dirname, '../../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : yamlFiles(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

const files = [...yamlFiles(path.join(project, 'content')), ...yamlFiles(path.join(project, 'tests/fixtures'))];

function agree(text: string) {
  const source = parseYamlSource('x.yaml', text);
  const quick = source.quick;
  const errors = source.doc.errors;
  if (quick) {
    expect(errors.map((e) => e.code)).toEqual([]);
    expect(quick.data).toEqual(source.doc.toJS());
  }
  return { accepted: Boolean(quick), errors: errors.length };
}

describe('the quick and the full YAML reader', () => {
  it.each(files.map((f) => [path.relative(project, f)]))('agree on %s', (file) => {
    agree(readFileSync(path.join(project, file), 'utf8'));
  });

  it.each([
    ['plain and quoted text', "a: hello\nb: \"x: y\"\nc: 'it''s'\nd: >\n  folded\n  text\ne: |\n  kept\n  lines\n"],
    ['numbers, booleans and nothing', 'a: 12\nb: 012\nc: 0o14\nd: 0x1F\ne: 1.5e3\nf: .inf\ng: -.Inf\nh: .nan\ni: true\nj: False\nk: ~\nl: null\nm:\nn: +12\n'],
    ['YAML 1.1 words stay text', 'a: yes\nb: no\nc: on\nd: off\ne: y\nf: 1_000\ng: 2026-01-05\nh: 12:30\n'],
    ['lists and flow collections', 'a: [1, two, { three: 3 }]\nb:\n  - x\n  - - nested\n'],
    ['anchors and aliases', 'a: &base { x: 1 }\nb: *base\n'],
    ['a merge key is an ordinary key in YAML 1.2', 'a: &base { x: 1 }\nb: { <<: *base }\n'],
    ['tags', 'a: !!str 12\nb: !!int "7"\n'],
    ['comments and odd keys', '# head\n1: one # tail\n"with space": v\n'],
  ])('read %s the same', (_name, text) => {
    expect(agree(text).accepted).toBe(true);
  });

  it.each([
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['an unclosed quote', 'a: "open\nb: 2\n'],
    ['a colon inside plain text', 'a: Questions? Answers: talk to us\n'],
    ['a tab indent', 'a:\n\tb: 1\n'],
    ['a bad indent', 'a:\n  b: 1\n c: 2\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['an unclosed flow list', 'a: [1, 2\nb: 3\n'],
  ])('both refuse %s, so the full parser words it', (_name, text) => {
    const { accepted, errors } = agree(text);
    expect(accepted).toBe(false);
    expect(errors).toBeGreaterThan(0);
  });
});
