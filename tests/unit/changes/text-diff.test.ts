import { describe, expect, it } from 'vitest';
import { changedParts } from '../../../scripts/content/changes/text-diff.ts';
import { likeness, matchLists } from '../../../scripts/content/changes/match.ts';

describe('long texts cut to what changed', () => {
  it('keeps two words before and after each change, and every space of both versions', () => {
    expect(changedParts('Fixture systems that quietly grow your business', 'Fixture systems that quietly grow your revenue')).toEqual({ before: '…grow your business', after: '…grow your revenue' });
    expect(changedParts('We say where it goes and the choices you have.', 'We say where it goes, how long we keep it and the choices you have.')).toEqual({
      before: '…it goes and the…',
      after: '…it goes, how long we keep it and the…',
    });
    expect(changedParts('One two three four five six seven eight nine ten eleven twelve', 'One two THREE four five six seven eight nine ten ELEVEN twelve')).toEqual({
      before: 'One two three four five … nine ten eleven twelve',
      after: 'One two THREE four five … nine ten ELEVEN twelve',
    });
  });

  it('leaves short texts and texts changed throughout whole', () => {
    expect(changedParts('Book a Call', 'Book a Free Call')).toEqual({ before: 'Book a Call', after: 'Book a Free Call' });
    expect(changedParts('Old words', 'New text')).toEqual({ before: 'Old words', after: 'New text' });
  });
});

describe('list entries matched by what they say', () => {
  const items = (...texts: string[]) => texts.map((text) => ({ text }));

  it('a swap is one move, of the entry that went up', () => {
    expect(matchLists(items('a', 'b'), items('b', 'a')).moved).toEqual([[1, 0]]);
    expect(matchLists(items('a', 'b', 'c'), items('c', 'a', 'b')).moved).toEqual([[2, 0]]);
  });

  it('an edited entry still matches; one rewritten in place too; others are added and removed', () => {
    expect(matchLists(items('fast chatbots for shops', 'voice agents'), items('voice agents', 'fast chatbots for small shops'))).toMatchObject({ pairs: [[1, 0], [0, 1]], added: [], removed: [] });
    expect(matchLists(items('a', 'b', 'c'), items('a', 'x y z', 'c'))).toMatchObject({ pairs: [[0, 0], [1, 1], [2, 2]], moved: [] });
    expect(matchLists(items('a', 'b', 'c'), items('a', 'c', 'd'))).toMatchObject({ removed: [1], added: [2], moved: [] });
    expect(matchLists([{ text: 'same', kind: 'hero' }], [{ text: 'same', kind: 'cta' }])).toMatchObject({ pairs: [], removed: [0], added: [0] });
    expect(likeness('one two', 'one three')).toBe(0.5);
  });
});
