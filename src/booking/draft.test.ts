// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, tabStorage, writeDraft } from './draft.ts';
import { EMPTY_VALUES } from './values.ts';

beforeEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('round-trips typed values through this tab’s storage', () => {
    const values = { ...EMPTY_VALUES, name: 'Asha', phoneCountry: 'SG', phoneNumber: '6123 4567' };
    writeDraft(tabStorage(), values);
    expect(readDraft(tabStorage())).toEqual(values);
    clearDraft(tabStorage());
    expect(readDraft(tabStorage())).toBeNull();
  });

  it('keeps nothing for an untouched form', () => {
    writeDraft(tabStorage(), { ...EMPTY_VALUES, name: 'A' });
    writeDraft(tabStorage(), EMPTY_VALUES);
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('automata:strategy-call-draft', '{not json');
    expect(readDraft(tabStorage())).toBeNull();
    sessionStorage.setItem('automata:strategy-call-draft', JSON.stringify({ name: 7, email: 'a@b.co', extra: 'x' }));
    expect(readDraft(tabStorage())).toEqual({ ...EMPTY_VALUES, email: 'a@b.co' });
  });

  it('copes without storage', () => {
    expect(readDraft(null)).toBeNull();
    expect(() => writeDraft(null, EMPTY_VALUES)).not.toThrow();
  });
});
