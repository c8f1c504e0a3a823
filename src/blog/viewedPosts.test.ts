// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { firstViewThisSession, forgetViewedPosts } from './viewedPosts.ts';

beforeEach(() => forgetViewedPosts());

describe('view counting on the client', () => {
  it('counts a post once per browser tab, through reloads', () => {
    expect(firstViewThisSession(7)).toBe(true);
    expect(firstViewThisSession(7)).toBe(false);
    expect(firstViewThisSession(8)).toBe(true);
    // A reload keeps sessionStorage: still counted.
    expect(JSON.parse(sessionStorage.getItem('automata:viewed-posts')!)).toEqual([7, 8]);
    expect(firstViewThisSession(8)).toBe(false);
  });

  it('falls back to once per page load when storage is unavailable or damaged', () => {
    const broken = { getItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(firstViewThisSession(3, broken)).toBe(true);
    expect(firstViewThisSession(3, broken)).toBe(false);
    sessionStorage.setItem('automata:viewed-posts', '{oops');
    expect(firstViewThisSession(4)).toBe(true);
  });
});
