import { describe, expect, it } from 'vitest';
import { combineRuns, type AuditResult } from './scores.ts';

function run(performance: number, accessibility = 100, failing: string[] = []): AuditResult {
  return { url: '/strategy-call', scores: { performance, accessibility, 'best-practices': 100, seo: 100 }, failing };
}

describe('combineRuns', () => {
  it('judges performance by the median run, so one run slowed by a busy machine does not decide', () => {
    const slow = run(88, 100, ['performance: Total Blocking Time (470 ms)']);
    const result = combineRuns([run(99), slow, run(97)]);
    expect(result.scores.performance).toBe(97);
    expect(result.failing).toEqual([]);
  });

  it('still fails a page that is slow in most runs, with the median run’s failing audits', () => {
    const result = combineRuns([
      run(90, 100, ['performance: Total Blocking Time (380 ms)']),
      run(99),
      run(92, 100, ['performance: Total Blocking Time (330 ms)']),
    ]);
    expect(result.scores.performance).toBe(92);
    expect(result.failing).toEqual(['performance: Total Blocking Time (330 ms)']);
  });

  it('counts the worst run for accessibility, where a miss is never noise', () => {
    const result = combineRuns([run(99), run(98, 96, ['accessibility: Buttons do not have an accessible name']), run(97)]);
    expect(result.scores.accessibility).toBe(96);
    expect(result.failing).toEqual(['accessibility: Buttons do not have an accessible name']);
  });

  it('returns a single run unchanged', () => {
    expect(combineRuns([run(96)])).toEqual(run(96));
  });
});
