import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findReferences, loadClaims, resolveText } from '../../../scripts/content/claims/index.ts';
import { strayBraces } from '../../../scripts/content/claims/syntax.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { readYaml } from '../../../scripts/content/read-yaml.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { PROJECT } from './fixture-site.ts';

const values: Record<string, string> = { 'rows': '750K', 'phone': '+91 98300 00000', 'city': 'Pune, India' };
const lookup = (id: string) => values[id];

describe('resolveText (the pure resolver)', () => {
  it('replaces a whole value and references inside a sentence', () => {
    expect(resolveText('{{rows}}', lookup)).toBe('750K');
    expect(resolveText('From {{rows}} rows in {{city}}.', lookup)).toBe('From 750K rows in Pune, India.');
  });

  it('allows spaces inside the braces', () => {
    expect(resolveText('{{ rows }} rows', lookup)).toBe('750K rows');
  });

  it('writes a phone number without spaces after tel:, and as written elsewhere', () => {
    expect(resolveText('[{{phone}}](tel:{{phone}})', lookup)).toBe('[+91 98300 00000](tel:+919830000000)');
  });

  it('leaves an unknown id as written, for the loader to report', () => {
    expect(resolveText('{{nope}} and {{rows}}', lookup)).toBe('{{nope}} and 750K');
  });

  it('finds each reference with its offsets', () => {
    expect(findReferences('a {{rows}} b {{ city }}')).toEqual([
      { id: 'rows', start: 2, end: 10 },
      { id: 'city', start: 13, end: 23 },
    ]);
  });
});

describe('strayBraces', () => {
  // What it says, put the first way it was written: every reference blanked out, then the first {{ or }} left.
  const blanked = (text: string) => {
    const at = text.replace(/\{\{([^{}]*)\}\}/g, (m) => ' '.repeat(m.length)).search(/\{\{|\}\}/);
    return at < 0 ? undefined : at;
  };

  it('finds an unclosed or half-typed reference, and not a whole one', () => {
    expect(strayBraces('{{rows}} rows')).toBeUndefined();
    expect(strayBraces('{{rows} rows')).toBe(0);
    expect(strayBraces('From {{rows}} in {{city')).toBe(17);
    expect(strayBraces('{{rows}}}} rows')).toBe(8);
    expect(strayBraces('{{{rows}}')).toBeUndefined();
  });

  it('says what blanking the references and searching says, for any mix of braces and words', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ['{', '}', '{{', '}}', 'a', ' ', 'id', '{{id}}', '{{ id }}'];
    for (let n = 0; n < 20000; n++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      expect(strayBraces(text), text).toBe(blanked(text));
    }
  });
});

describe('resolving a parsed file', () => {
  const schemas = loadSchemas(path.join(PROJECT, 'schemas'));
  const page = 'seo:\n  title: "{{rows-searched}} rows"\n  description: D\nblocks:\n  - type: hero\n    headline: "{{rows-searched}}"\n';

  it('resolves again from the words of the file when a cached document meets changed claims', () => {
    const source = parseYamlSource('content/pages/x.yaml', page);
    const first = loadClaims(path.join(PROJECT, 'tests/fixtures/claims'), schemas);
    first.resolve(source, { kind: 'page' });
    const before = first.file.claims.get('rows-searched')!.value;
    expect((readYaml(source).data as { blocks: { headline: string }[] }).blocks[0]!.headline).toBe(before);
    const changed = loadClaims(path.join(PROJECT, 'tests/fixtures/claims'), schemas, {
      text: `figures:\n  rows-searched:\n    value: 9M\n    source: S\n    as_of: 2026-01-01\n`,
    });
    changed.resolve(source, { kind: 'page' });
    expect(readYaml(source).data).toMatchObject({ seo: { title: '9M rows' }, blocks: [{ headline: '9M' }] });
    expect(changed.uses.map((u) => `${u.line}:${u.col}`)).toEqual(['2:11', '6:16']);
  });
});

describe('resolving without a full parse', () => {
  const schemas = loadSchemas(path.join(PROJECT, 'schemas'));
  it('gives the same data and the same places as the full parse, and parses only when a place is asked for', () => {
    const text = 'seo:\n  title: "{{rows-searched}} rows"\n  description: D\nblocks:\n  - type: hero\n    headline: "{{rows-searched}}"\n';
    const quick = parseYamlSource('content/pages/x.yaml', text);
    const claims = loadClaims(path.join(PROJECT, 'tests/fixtures/claims'), schemas);
    claims.resolve(quick, { kind: 'page' });
    const value = claims.file.claims.get('rows-searched')!.value;
    expect(readYaml(quick).data).toMatchObject({ seo: { title: `${value} rows` }, blocks: [{ headline: value }] });
    // A bare {{ at the start of a value takes the full path, which says which line to quote.
    const bare = parseYamlSource('content/pages/y.yaml', text.replace('"{{rows-searched}}"', '{{rows-searched}}'));
    const problems = loadClaims(path.join(PROJECT, 'tests/fixtures/claims'), schemas).resolve(bare, { kind: 'page' });
    expect(problems.map((p) => p.line)).toEqual([6]);
    expect(claims.uses.map((u) => `${u.line}:${u.col}`)).toEqual(['2:11', '6:16']);
  });
});
