import { describe, expect, it } from 'vitest';
import { sharedMemo } from '../../../scripts/build/shared-memo.ts';

describe('sharedMemo', () => {
  it('works a text out once and gives back the same answer', () => {
    const seen: string[] = [];
    const lengthOf = sharedMemo((text) => {
      seen.push(text);
      return { length: text.length };
    });
    const first = lengthOf('<style>a{}</style>');
    expect(lengthOf('<style>a{}</style>')).toBe(first);
    expect(lengthOf('other')).toEqual({ length: 5 });
    expect(seen).toEqual(['<style>a{}</style>', 'other']);
  });

  it('starts afresh past what it keeps, so a long --watch does not grow without end', () => {
    const seen: string[] = [];
    const upper = sharedMemo((text) => (seen.push(text), text.toUpperCase()), 2);
    upper('a');
    upper('b');
    upper('c'); // full: forgets a and b
    upper('c');
    upper('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
