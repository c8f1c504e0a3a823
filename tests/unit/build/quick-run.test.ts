import { expect, it } from 'vitest';
import { quickStart, runningQuick, workAhead } from '../../../scripts/build/quick-run.ts';

it('starts a build without the optimizing compiler, and turns it on once the pages to check or render are more than a few', () => {
  const flags: string[] = [];
  const set = (f: string) => void flags.push(f);
  workAhead(1000, set);
  expect(flags).toEqual([]);
  quickStart(set);
  expect(flags).toEqual(['--no-turbofan']);
  expect(runningQuick()).toBe(true);
  workAhead(1, set);
  workAhead(20, set);
  expect(runningQuick()).toBe(true);
  workAhead(12, set);
  expect(flags).toEqual(['--no-turbofan', '--turbofan']);
  expect(runningQuick()).toBe(false);
  workAhead(500, set);
  expect(flags).toHaveLength(2);
});

it('turns it on at once for a build that renders many pages', () => {
  const flags: string[] = [];
  const set = (f: string) => void flags.push(f);
  quickStart(set);
  workAhead(10_000, set);
  expect(flags).toEqual(['--no-turbofan', '--turbofan']);
});
