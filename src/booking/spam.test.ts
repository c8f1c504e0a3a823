import { describe, expect, it, vi } from 'vitest';
import { filledTrap, holdFor, MIN_FILL_MS, waitOutHold } from './spam.ts';
import { newSubmissionId } from './submission-id.ts';

const start = 1_700_000_000_000;

describe('spam rules', () => {
  it('stops a program that filled in the hidden field, whatever its speed', () => {
    expect(filledTrap('https://cheap-seo.example')).toBe(true);
    expect(filledTrap(' x ')).toBe(true);
    expect(filledTrap('')).toBe(false);
    expect(filledTrap('  ')).toBe(false);
  });

  it('never takes speed for a program: a fast submission is held until the minimum time has passed', () => {
    expect(holdFor(start, start + 1500)).toBe(MIN_FILL_MS - 1500);
    expect(holdFor(start, start + 2500)).toBe(MIN_FILL_MS - 2500);
    expect(holdFor(start, start + 200)).toBe(MIN_FILL_MS - 200);
  });

  it('holds nothing once a person could have filled the form in, and never longer than the minimum', () => {
    expect(holdFor(start, start + MIN_FILL_MS)).toBe(0);
    expect(holdFor(start, start + 60_000)).toBe(0);
    // A clock set back (or a start in the future) never holds a booking for longer than the minimum.
    expect(holdFor(start + 3_600_000, start)).toBe(MIN_FILL_MS);
  });

  it('waits out the hold on a timer, and not at all when there is none', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void waitOutHold(Date.now() - 1000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(MIN_FILL_MS - 1000 - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      let now = false;
      void waitOutHold(Date.now() - MIN_FILL_MS).then(() => (now = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(now).toBe(true);
    } finally {
      vi.useRealTimers();
    }
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
