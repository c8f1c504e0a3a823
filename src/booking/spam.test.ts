import { describe, expect, it } from 'vitest';
import { looksAutomated, MIN_FILL_MS } from './spam.ts';
import { newSubmissionId } from './submission-id.ts';

const start = 1_700_000_000_000;

describe('spam rules', () => {
  it('lets a person through: hidden field empty, the form took a few seconds', () => {
    expect(looksAutomated('', start, start + MIN_FILL_MS)).toBe(false);
    expect(looksAutomated('', start, start + 60_000)).toBe(false);
  });

  it('stops a program that filled in the hidden field, whatever its speed', () => {
    expect(looksAutomated('https://cheap-seo.example', start, start + 60_000)).toBe(true);
    expect(looksAutomated(' x ', start, start + 60_000)).toBe(true);
  });

  it('stops a submission faster than a person can fill the form in', () => {
    expect(looksAutomated('', start, start + MIN_FILL_MS - 1)).toBe(true);
    expect(looksAutomated('', start, start + 200)).toBe(true);
  });
});

describe('submission id', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a fresh version-4 UUID each time', () => {
    const ids = Array.from({ length: 50 }, newSubmissionId);
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});
