import { describe, expect, it } from 'vitest';
import { errorTree, ownProblems, pathAtLine, placeProblems, problemsUnder } from './problems.ts';

const PAGE = `seo:
  title: Home # the tab title
  description: Welcome
blocks:
  - type: hero
    headline: Hello
    primary: { label: Go, href: /x }
  - type: cta
    heading: Talk
`;

describe('placing problems on fields', () => {
  it('finds the field on a line, in block lists and flow maps', () => {
    expect(pathAtLine(PAGE, 2, 10)).toEqual(['seo', 'title']);
    expect(pathAtLine(PAGE, 6, 15)).toEqual(['blocks', 0, 'headline']);
    expect(pathAtLine(PAGE, 7, 31)).toEqual(['blocks', 0, 'primary', 'href']);
    expect(pathAtLine(PAGE, 9, 5)).toEqual(['blocks', 1, 'heading']);
    expect(pathAtLine(PAGE, 99, 1)).toEqual([]);
  });

  it('uses the checker path when given, the line otherwise, and the article text for a post body', () => {
    const placed = placeProblems(
      [
        { file: 'f', line: 1, col: 1, message: 'a', path: ['blocks', 1, 'heading'] },
        { file: 'f', line: 3, col: 9, message: 'b', severity: 'warning' },
        { file: 'f', line: 12, col: 1, message: 'c' },
      ],
      'title: A\nslug: a\n',
      { lineOffset: 1, bodyFromLine: 10 },
    );
    expect(placed).toEqual([
      { message: 'a', warning: false, path: ['blocks', 1, 'heading'] },
      { message: 'b', warning: true, path: ['slug'] },
      { message: 'c', warning: false, path: ['body'] },
    ]);
  });

  it('keeps a mistake in another file apart, with its place, rather than on a field of the open file', () => {
    const placed = placeProblems(
      [
        { file: 'content/claims.yaml', line: 2, col: 3, message: 'own' },
        { file: 'content/pages/index.yaml', line: 21, col: 19, message: 'other', path: ['blocks', 1, 'items', 0, 'value'] },
      ],
      'figures:\n  a: { value: 1 }\n',
      { file: 'content/claims.yaml' },
    );
    expect(placed).toEqual([
      { message: 'own', warning: false, path: ['figures', 'a'] },
      { message: 'other', warning: false, path: [], elsewhere: { file: 'content/pages/index.yaml', line: 21, col: 19, path: ['blocks', 1, 'items', 0, 'value'] } },
    ]);
    expect(ownProblems(placed).map((p) => p.message)).toEqual(['own']);
  });

  it('builds the per-field error tree of one block', () => {
    const placed = placeProblems([{ file: 'f', line: 1, col: 1, message: 'Too long', path: ['blocks', 0, 'primary', 'label'] }], PAGE);
    expect(errorTree(problemsUnder(placed, ['blocks', 0]))).toEqual({ primary: { label: { __errors: ['Too long'] } } });
    expect(problemsUnder(placed, ['blocks', 1])).toEqual([]);
  });
});
