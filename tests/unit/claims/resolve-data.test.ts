import { describe, expect, it } from 'vitest';
import { referenceIndexOf } from '../../../scripts/content/claims/later-uses.ts';
import { resolveOnData } from '../../../scripts/content/claims/resolve-data.ts';
import type { Claim } from '../../../scripts/content/claims/claims-file.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';

// Made-up claims and page: these test the resolver, not the site's words.
const claim = (id: string, value: string): Claim => ({ id, kind: 'figure', value, line: 1, col: 1, asOfAt: { line: 1, col: 1 } });
const claims = new Map([
  ['days', claim('days', '14')],
  ['leads', claim('leads', '3x')],
]);
const TEXT = ['blocks:', '  - type: hero', '    headline: "Live in {{days}} days and {{leads}} the leads"', '    text: plain words', ''].join('\n');

describe('claims resolved on the quick reader’s data', () => {
  it('gives the data with each claim’s value, the file’s own data untouched', () => {
    const source = parseYamlSource('content/pages/x.yaml', TEXT);
    const result = resolveOnData(source, claims, [])!;
    expect(result.data).toEqual({ blocks: [{ type: 'hero', headline: 'Live in 14 days and 3x the leads', text: 'plain words' }] });
    expect((source.quick!.data as { blocks: { headline: string }[] }).blocks[0]!.headline).toContain('{{days}}');
  });

  it('finds a use’s line and column only when asked, and writes them in its JSON', () => {
    const source = parseYamlSource('content/pages/x.yaml', TEXT);
    const [days, leads] = resolveOnData(source, claims, [])!.uses;
    expect([referenceIndexOf(days!), referenceIndexOf(leads!)]).toEqual([0, 1]);
    const line = TEXT.split('\n')[2]!;
    expect({ line: days!.line, col: days!.col }).toEqual({ line: 3, col: line.indexOf('{{days}}') + 1 });
    expect(JSON.parse(JSON.stringify(leads))).toEqual({ id: 'leads', file: 'content/pages/x.yaml', path: ['blocks', 0, 'headline'], line: 3, col: line.indexOf('{{leads}}') + 1 });
  });

  it('resolves a source once per claims file, and again for another', () => {
    const source = parseYamlSource('content/pages/x.yaml', TEXT);
    const first = resolveOnData(source, claims, []);
    expect(resolveOnData(source, claims, [])).toBe(first);
    const changed = new Map([...claims, ['days', claim('days', '10')]]);
    const again = resolveOnData(source, changed, [])!;
    expect(again).not.toBe(first);
    expect(JSON.stringify(again.data)).toContain('Live in 10 days');
  });
});
