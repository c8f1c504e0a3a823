import { describe, expect, it } from 'vitest';
import { speculationRules } from '../../../scripts/build/speculation.ts';

interface Rule {
  source: string;
  where: { and: Record<string, unknown>[] };
  eagerness: string;
}
const rules = JSON.parse(speculationRules()) as { prefetch: Rule[]; prerender: Rule[] };

describe('the speculation rules', () => {
  it('prefetch a page on hover or focus and render it ahead on press', () => {
    expect(rules.prefetch.map((r) => r.eagerness)).toEqual(['moderate']);
    expect(rules.prerender.map((r) => r.eagerness)).toEqual(['conservative']);
    for (const rule of [...rules.prefetch, ...rules.prerender]) expect(rule.source).toBe('document');
  });

  it('only follow links to pages of the site: no files, new tabs, downloads or nofollow links', () => {
    for (const rule of [...rules.prefetch, ...rules.prerender]) {
      expect(rule.where.and).toEqual([
        { href_matches: '/*' },
        { not: { href_matches: '/*.*' } },
        { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
      ]);
    }
  });
});
