import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rewriteYaml } from '../../../src/studio/yaml/rewrite.ts';
import { onlyFootprintChanged, readsBackAs, suiteEdits, type SuiteEdit } from './suite-edits.ts';

// Every value of every valid case of the public YAML test suite changed, every collection given one more entry,
// and every entry of every collection of two or more taken out, one at a time, as the Studio saves them.
const edits = suiteEdits();

const documentsOf = (text: string): unknown[] => (parseAllDocuments(text, { logLevel: 'error' }) as Array<{ errors: unknown[]; toJS(): unknown }>).map((d) => {
  if (d.errors.length) throw new Error('not YAML');
  return d.toJS();
});

function run(edit: SuiteEdit): 'exact' | 'inexact' | 'wrong' {
  let out: string;
  try {
    out = rewriteYaml(edit.text, edit.newData, { document: edit.document });
  } catch {
    return 'wrong';
  }
  // The edited document reads as the new data, every other document as before.
  const expected = documentsOf(edit.text).map((d, i) => (i === edit.document ? edit.newData : d));
  if (!readsBackAs(() => documentsOf(out), expected)) return 'wrong';
  return onlyFootprintChanged(edit.text, out, edit.footprint) ? 'exact' : 'inexact';
}

describe('saving against the YAML test suite', () => {
  const results = edits.map((edit) => ({ edit, result: run(edit) }));
  const count = (kind: string) => results.filter((r) => r.result === kind).length;

  it('makes well over a thousand edits of every kind', () => {
    expect(edits.length).toBeGreaterThan(1400);
    expect(new Set(edits.map((e) => e.kind))).toEqual(new Set(['change', 'add', 'remove']));
  });

  it('never writes a file that reads as anything but the edit, nor throws', () => {
    expect(results.filter((r) => r.result === 'wrong').map((r) => r.edit.id)).toEqual([]);
  });

  it('keeps every line outside the edited node byte for byte in at least 99% of the edits', () => {
    expect(count('exact') / edits.length).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps anchors, aliases, tags and the other documents of a file outside the edited node', () => {
    const kinds = {
      anchors: (e: SuiteEdit) => e.text.includes('&'),
      aliases: (e: SuiteEdit) => /(^|[\s[{,])\*[^\s,[\]{}]/.test(e.text),
      tags: (e: SuiteEdit) => /(^|\s)!/.test(e.text),
      'several documents': (e: SuiteEdit) => (parseAllDocuments(e.text, { logLevel: 'error' }) as unknown[]).length > 1,
    };
    for (const [kind, has] of Object.entries(kinds)) {
      const of = results.filter((r) => has(r.edit));
      expect(of.length, kind).toBeGreaterThan(40);
      expect(of.filter((r) => r.result === 'exact').length / of.length, kind).toBeGreaterThanOrEqual(0.97);
    }
  });
});

describe('rewriteYaml with anchors and several documents', () => {
  it('writes out an alias whose anchor changed, as the value it kept', () => {
    const text = 'a: &x 1 # first\nb: *x\nc: 3\n';
    expect(rewriteYaml(text, { a: 2, b: 1, c: 3 })).toBe('a: &x 2 # first\nb: 1\nc: 3\n');
  });

  it('edits one document of a file of several, leaving the others byte for byte', () => {
    const text = '# one\na: 1\n---\n# two\nb:   2\n...\n---\nc: 3\n';
    expect(rewriteYaml(text, { c: 4 }, { document: 2 })).toBe('# one\na: 1\n---\n# two\nb:   2\n...\n---\nc: 4\n');
  });

  it('keeps a tag before an edited value', () => {
    expect(rewriteYaml('a: !!str one # note\nb: 2\n', { a: 'five', b: 2 })).toBe('a: !!str five # note\nb: 2\n');
  });
});
