import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../../scripts/cli/report.ts';
import { blockingProblems, formatProblem, summaryLine, type ContentProblem } from '../../../scripts/content/problem.ts';

const error: ContentProblem = { file: 'content/pages/a.yaml', line: 3, col: 5, message: 'Home › Hero: "headline" is missing.' };
const warning: ContentProblem = { file: 'content/pages/b.yaml', line: 7, col: 9, message: 'This figure is out of date.', severity: 'warning' };

describe('warnings beside errors', () => {
  it('only errors stop a build, unless strict makes warnings count too', () => {
    expect(blockingProblems([error, warning])).toEqual([error]);
    expect(blockingProblems([warning])).toEqual([]);
    expect(blockingProblems([error, warning], { strict: true })).toEqual([error, warning]);
  });

  it('says "Warning:" before a warning and counts warnings apart from errors', () => {
    expect(formatProblem(warning)).toBe('content/pages/b.yaml:7:9  Warning: This figure is out of date.');
    expect(formatProblem(error)).toBe('content/pages/a.yaml:3:5  Home › Hero: "headline" is missing.');
    expect(summaryLine([error, warning], 4)).toBe('Checked 4 content files: 1 error in 1 file, 1 warning.');
    expect(summaryLine([warning, warning], 4)).toBe('Checked 4 content files: no errors, 2 warnings.');
    expect(summaryLine([], 1)).toBe('Checked 1 content file: no errors.');
  });

  it('annotates a warning as a GitHub warning, not an error', () => {
    expect(githubAnnotation(warning)).toBe('::warning file=content/pages/b.yaml,line=7,col=9::This figure is out of date.');
    expect(githubAnnotation(error)).toMatch(/^::error /);
  });
});
