// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, tabStorage, writeDraft } from './draft.ts';
import { EMPTY_VALUES } from './values.ts';

beforeEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('round-trips typed values, the booking id and the sending mark through this tab’s storage', () => {
    const draft = { values: { ...EMPTY_VALUES, name: 'Asha', phoneCountry: 'SG', phoneNumber: '6123 4567' }, id: 'id-1', sending: true, startedAt: 1700000000000 };
    writeDraft(tabStorage(), draft);
    expect(readDraft(tabStorage())).toEqual(draft);
    clearDraft(tabStorage());
    expect(readDraft(tabStorage())).toBeNull();
  });

  it('keeps nothing for an untouched form that was never sent, but keeps an id once there is one', () => {
    writeDraft(tabStorage(), { values: { ...EMPTY_VALUES, name: 'A' } });
    writeDraft(tabStorage(), { values: EMPTY_VALUES, startedAt: 5 });
    expect(sessionStorage.length).toBe(0);
    writeDraft(tabStorage(), { values: EMPTY_VALUES, id: 'id-2' });
    expect(readDraft(tabStorage())?.id).toBe('id-2');
  });

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('automata:strategy-call-draft', '{not json');
    expect(readDraft(tabStorage())).toBeNull();
    sessionStorage.setItem('automata:strategy-call-draft', JSON.stringify({ values: { name: 7, email: 'a@b.co', extra: 'x' }, id: 3, sending: 'yes' }));
    expect(readDraft(tabStorage())).toEqual({ values: { ...EMPTY_VALUES, email: 'a@b.co' } });
  });

  it('copes without storage', () => {
    expect(readDraft(null)).toBeNull();
    expect(() => writeDraft(null, { values: EMPTY_VALUES })).not.toThrow();
  });
});
