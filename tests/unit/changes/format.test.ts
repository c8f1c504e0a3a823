import { describe, expect, it } from 'vitest';
import { changeAnnotation, changeGroups, changesAsMarkdown, changesAsText, NO_VISIBLE_CHANGE, type WordedChange } from '../../../scripts/content/changes/index.ts';
import { JARGON } from '../content/jargon.ts';
import { changesOf, replace } from './support.ts';

const headline = () => changesOf('content/pages/index.yaml', (t) => replace(t, 'grow your business', 'grow your *revenue*'));
const menu = () => changesOf('content/site.yaml', (t) => replace(t, '{ label: Journal, href: /blog/launch-day }', '{ label: "Notes, news", href: /blog/launch-day }'));

describe('the three outputs of the changes', () => {
  it('plain lines: file:line and the sentence, or one line saying nothing visible changed', () => {
    expect(changesAsText([...headline(), ...menu()])).toEqual([
      'content/pages/index.yaml:7  Home › Hero › Headline: "…grow your business" → "…grow your *revenue*"',
      'content/site.yaml:10  Site settings › Navigation bar › Link 2 › Label: "Journal" → "Notes, news"',
    ]);
    expect(changesAsText([])).toEqual([NO_VISIBLE_CHANGE]);
  });

  it('GitHub annotations at the line that made the change, with the separators GitHub reads escaped', () => {
    expect(changeAnnotation(menu()[0]!)).toBe('::notice file=content/site.yaml,line=10,title=Site settings::Site settings › Navigation bar › Link 2 › Label: "Journal" → "Notes, news"');
    const odd: WordedChange = { file: 'content/pages/a,b.yaml', path: [], place: ['A: b'], where: 'A: b', kind: 'changed', before: '"50%"', after: '"two\nlines"', line: 3 };
    expect(changeAnnotation(odd, 'warning')).toBe('::warning file=content/pages/a%2Cb.yaml,line=3,title=A%3A b::A: b: "50%25" → "two%0Alines"');
  });

  it('Markdown: one list per file under its name, with the content\'s own marks shown as written', () => {
    expect(changesAsMarkdown([...headline(), ...menu()])).toBe(
      [
        '**Home** (`content/pages/index.yaml`)',
        '',
        '- Home › Hero › Headline: "…grow your business" → "…grow your \\*revenue\\*" (line 7)',
        '',
        '**Site settings** (`content/site.yaml`)',
        '',
        '- Site settings › Navigation bar › Link 2 › Label: "Journal" → "Notes, news" (line 10)',
      ].join('\n'),
    );
    expect(changesAsMarkdown([])).toBe(NO_VISIBLE_CHANGE);
  });

  it('data for the Studio: the changes by file with each sentence, free of validator words', () => {
    const groups = changeGroups([...headline(), ...menu()]);
    expect(groups.map((g) => [g.file, g.name, g.changes.length])).toEqual([
      ['content/pages/index.yaml', 'Home', 1],
      ['content/site.yaml', 'Site settings', 1],
    ]);
    expect(groups[0]!.changes[0]).toMatchObject({ place: ['Home', 'Hero', 'Headline'], kind: 'changed', before: '"…grow your business"', after: '"…grow your *revenue*"', line: 7 });
    for (const g of groups) for (const c of g.changes) expect(c.sentence).not.toMatch(JARGON);
  });
});
