import { describe, expect, it } from 'vitest';
import { claimRenames } from './plan.ts';

describe('claims renamed in a draft', () => {
  it('pairs a name gone with the new one at its place, and nothing else', () => {
    const base = { figures: { a: { value: '1' }, b: { value: '2' } }, facts: { c: { value: 'x' } } };
    expect(claimRenames(base, { figures: { a: { value: '1' }, 'b-new': { value: '2' } }, facts: { c: { value: 'x' } } })).toEqual([{ from: 'b', to: 'b-new' }]);
    expect(claimRenames(base, { figures: { a: { value: '1' } }, facts: { c: { value: 'x' } } })).toEqual([]);
    expect(claimRenames(base, { figures: { b: { value: '2' }, a: { value: '1' } }, facts: { c: { value: 'x' } } })).toEqual([]);
    expect(claimRenames(base, base)).toEqual([]);
  });
});
