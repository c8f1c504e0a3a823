import { describe, expect, it } from 'vitest';
import { duplicateItem, insertItem, moveItem, removeItem } from './blockOps.ts';

describe('section list edits', () => {
  it('moves, inserts, removes and duplicates without touching the original list', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(insertItem(list, 1, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(removeItem(list, 1)).toEqual(['a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('duplicates a copy, not the same object', () => {
    const list = [{ n: 1 }];
    const out = duplicateItem(list, 0);
    expect(out).toEqual([{ n: 1 }, { n: 1 }]);
    expect(out[1]).not.toBe(out[0]);
  });
});
