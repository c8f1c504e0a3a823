import { describe, expect, it } from 'vitest';
import { isDateTime, joinDateTime, splitDateTime } from './DateTimeInput.tsx';

describe('a post date typed as a person reads it', () => {
  it('shows a stored timestamp in India time and writes it back the same', () => {
    expect(splitDateTime('2026-03-14T09:30:00+05:30')).toEqual({ date: '2026-03-14', time: '09:30' });
    expect(splitDateTime('2026-03-13T22:00:00Z')).toEqual({ date: '2026-03-14', time: '03:30' });
    expect(joinDateTime('2026-03-14', '09:30')).toBe('2026-03-14T09:30:00+05:30');
  });
  it('keeps a date without a time as a date', () => {
    expect(splitDateTime('2026-03-14')).toEqual({ date: '2026-03-14', time: '' });
    expect(joinDateTime('2026-03-14', '')).toBe('2026-03-14');
  });
  it('is chosen by the field pattern, not by its name', () => {
    expect(isDateTime({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2}))?$' })).toBe(true);
    expect(isDateTime({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })).toBe(false);
  });
});
