import { describe, expect, it } from 'vitest';
import { baseVersionName, newVersionName } from './version-names.ts';

const GIT_WORDS = /HEAD|working tree|uncommitted|commit|merge|~|\^/i;

describe('the versions a review compares, in words', () => {
  it('saved changes compared with the live site', () => {
    expect(`${newVersionName(undefined, true)} compared with ${baseVersionName('HEAD')}`).toBe('your saved changes compared with the live site');
    expect(baseVersionName(undefined)).toBe('the live site');
    expect(baseVersionName('origin/main')).toBe('the live site');
  });

  it('earlier versions without git words', () => {
    expect(baseVersionName('HEAD~1')).toBe('the version before the last change');
    expect(baseVersionName('HEAD^')).toBe('the version before the last change');
    expect(baseVersionName('HEAD~3')).toBe('the version 3 changes back');
    expect(baseVersionName('4b825dc642cb')).toBe('an earlier version');
    expect(newVersionName('feature/new-prices', false)).toBe('the version "feature/new-prices"');
    for (const ref of ['HEAD', 'HEAD~1', 'HEAD~2', 'main', '1a2b3c4d']) {
      expect(baseVersionName(ref)).not.toMatch(GIT_WORDS);
      expect(newVersionName(ref, false)).not.toMatch(GIT_WORDS);
    }
    expect(newVersionName(undefined, true)).not.toMatch(GIT_WORDS);
  });
});
