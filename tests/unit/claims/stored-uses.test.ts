import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../scripts/content/claims/claims-file.ts';
import { referenceIndexOf } from '../../../scripts/content/claims/later-uses.ts';
import { resolveOnData } from '../../../scripts/content/claims/resolve-data.ts';
import { storedUse, storedUses } from '../../../scripts/content/claims/stored-uses.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';

// Made-up claims and page, as in resolve-data.test.ts: these test the kept uses, not the site's words.
const claim = (id: string, value: string): Claim => ({ id, kind: 'figure', value, line: 1, col: 1, asOfAt: { line: 1, col: 1 } });
const claims = new Map([
  ['days', claim('days', '14')],
  ['leads', claim('leads', '3x')],
]);
const FILE = 'content/pages/x.yaml';
const TEXT = ['blocks:', '  - type: hero', '    headline: "Live in {{days}} days and {{leads}} the leads"', '    text: "{{days}} again"', ''].join('\n');

describe('claim uses kept as plain data (a check cache) and made again', () => {
  const fresh = () => resolveOnData(parseYamlSource(FILE, TEXT), claims, [])!.uses;

  it('keeps which reference each use is, not its line, and reads the file once, only when a line is asked for', () => {
    const stored = JSON.parse(JSON.stringify(fresh().map(storedUse)));
    expect(stored.every((u: object) => 'k' in u && !('line' in u))).toBe(true);
    let reads = 0;
    const kept = storedUses(FILE, stored, () => (reads++, TEXT));
    expect(reads).toBe(0);
    expect(kept.map((u) => [u.id, u.line, u.col])).toEqual(fresh().map((u) => [u.id, u.line, u.col]));
    expect(reads).toBe(1);
    expect(kept.map(referenceIndexOf)).toEqual([0, 1, 0]);
  });

  it('writes the same JSON as the uses it was kept from: lines and columns, never what finds them', () => {
    const kept = storedUses(FILE, fresh().map(storedUse), () => TEXT);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse(JSON.stringify(fresh())));
    expect(Object.keys(JSON.parse(JSON.stringify(kept[0]))).sort()).toEqual(['col', 'file', 'id', 'line', 'path']);
  });

  it('gives uses with known lines back as they were, without reading the file', () => {
    const known = fresh().map((u) => ({ id: u.id, path: u.path, line: u.line, col: u.col }));
    const kept = storedUses(FILE, known, () => {
      throw new Error('not to be read');
    });
    expect(kept.map((u) => ({ id: u.id, path: u.path, line: u.line, col: u.col }))).toEqual(known);
  });
});
