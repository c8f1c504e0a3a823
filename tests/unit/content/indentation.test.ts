import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../scripts/content/problem.ts';
import { findIndentMistake } from '../../../scripts/content/yaml-indent.ts';
import { syntaxProblems } from '../../../scripts/content/yaml-errors.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { JARGON } from './jargon.ts';

// Indentation mistakes are named as indentation, at the badly indented line, with the indent it needs.
const top = 'seo: { title: T, description: D }\nblocks:\n';

const cases: { name: string; text: string; at: string; words: string; hint: string }[] = [
  {
    name: 'three spaces where the field above has two',
    text: 'seo:\n  title: T\n   description: D\nblocks: []\n',
    at: '3:4',
    words: 'line 3 is indented by 3 spaces, further in than "title:" on line 2 above it.',
    hint: 'Indent it by 2 spaces, lined up with "title:" on line 2.',
  },
  {
    name: 'one space where the field above has two',
    text: 'seo:\n  title: T\n description: D\nblocks: []\n',
    at: '3:2',
    words: 'line 3 is indented by 1 space, which does not line up with the lines above it.',
    hint: 'Indent it by 2 spaces, lined up with "title:" on line 2.',
  },
  {
    name: 'a tab under a field',
    text: 'seo:\n\ttitle: x\n',
    at: '2:1',
    words: 'line 2 is indented with a tab; YAML files are indented with spaces only.',
    hint: 'Replace the tab with 2 spaces, one level under "seo:" on line 1.',
  },
  {
    name: 'a tab beside other fields',
    text: 'seo:\n  title: x\n\tdescription: y\n',
    at: '3:1',
    words: 'line 3 is indented with a tab',
    hint: 'Replace the tab with 2 spaces, lined up with "title:" on line 2.',
  },
  {
    name: 'a field deeper than the rest of its list entry',
    text: `${top}  - type: hero\n      headline: H\n`,
    at: '4:7',
    words: 'line 4 is indented by 6 spaces, further in than the other fields of the list entry starting on line 3.',
    hint: 'Indent it by 4 spaces, lined up with "type:" on line 3.',
  },
  {
    name: 'a field of a list entry with three spaces',
    text: `${top}  - type: hero\n   headline: H\n`,
    at: '4:4',
    words: 'line 4 is indented by 3 spaces, but the fields of the list entry starting on line 3 are indented by 4.',
    hint: 'Indent it by 4 spaces, lined up with "type:" on line 3.',
  },
  {
    name: 'a field of a list entry lined up with its dash',
    text: `${top}  - type: hero\n    headline: H\n  text: T\n`,
    at: '5:3',
    words: 'the fields of the list entry starting on line 3 are indented by 4.',
    hint: 'Indent it by 4 spaces, lined up with "type:" on line 3.',
  },
  {
    name: 'list entries that do not line up',
    text: `${top}   - type: hero\n     headline: H\n  - type: cta\n`,
    at: '5:3',
    words: 'line 5 is indented by 2 spaces, which does not line up with the lines above it.',
    hint: 'Indent it by 3 spaces, lined up with the "-" on line 3.',
  },
  {
    name: 'a top-level field pushed in',
    text: 'seo: { title: T, description: D }\n blocks: []\n',
    at: '2:2',
    words: 'line 2 is indented by 1 space, further in than "seo:" on line 1 above it.',
    hint: 'Move it to the left edge, lined up with "seo:" on line 1.',
  },
  {
    name: 'an indented first line',
    text: '  seo: { title: T, description: D }\nblocks: []\n',
    at: '1:3',
    words: 'line 1 is indented by 2 spaces, but the first field of a file starts at the left edge.',
    hint: 'Remove the 2 spaces in front of it.',
  },
];

describe('indentation mistakes', () => {
  it.each(cases)('$name', ({ text, at, words, hint }) => {
    const problems = syntaxProblems(parseYamlSource('content/pages/x.yaml', text));
    expect(problems.map((p) => `${p.line}:${p.col}`)).toEqual([at]);
    expect(problems[0]!.message).toMatch(/^The file cannot be read: line \d+ is indented /);
    expect(problems[0]!.message).toContain(words);
    expect(problems[0]!.hint).toBe(hint);
    expect(problems[0]!.message + problems[0]!.hint).not.toMatch(JARGON);
  });

  it('counts lines from the top of the file in a blog post\'s settings', () => {
    const settings = parseYamlSource('content/blog/post.md', 'title: T\n   slug: s\n');
    const [problem] = syntaxProblems(settings, 1);
    expect([problem!.line, problem!.col]).toEqual([3, 4]);
    expect(problem!.message).toContain('line 3 is indented by 3 spaces, further in than "title:" on line 2');
    expect(problem!.hint).toBe('Move it to the left edge, lined up with "title:" on line 2.');
  });

  it('prints the fix under the code frame', () => {
    const text = 'seo:\n  title: T\n   description: D\n';
    const [problem] = syntaxProblems(parseYamlSource('content/pages/x.yaml', text));
    expect(formatProblem(problem!, text)).toBe(
      [
        'content/pages/x.yaml:3:4  The file cannot be read: line 3 is indented by 3 spaces, further in than "title:" on line 2 above it.',
        '  1 | seo:',
        '  2 |   title: T',
        '> 3 |    description: D',
        '    |    ^',
        '  4 | ',
        '  How to fix: Indent it by 2 spaces, lined up with "title:" on line 2.',
        '',
      ].join('\n'),
    );
    expect(formatProblem(problem!)).toBe(`${formatProblem(problem!).split('\n')[0]}\n  How to fix: ${problem!.hint}`);
  });

  it('a missing colon is still called a missing colon, not indentation', () => {
    const [problem] = syntaxProblems(parseYamlSource('content/pages/x.yaml', 'seo:\n  title T\n  description: D\n'));
    expect(`${problem!.line}:${problem!.col}`).toBe('2:3');
    expect(problem!.message).toContain('this line has no colon');
  });

  it('finds nothing to say about valid indentation of any width, texts and values that go on', () => {
    const valid = [
      'seo:\n   title: T\n   description: D\n',
      'blocks:\n- type: hero\n  headline: H\n- type: cta\n',
      'a:\n  b: |\n    text\n      indented: freely\n  c: some words\n    that go on\n  d:\n    words below\n',
      'a: [1,\n  2]\n',
    ];
    for (const text of valid) expect(findIndentMistake(text), text).toBeUndefined();
  });
});
