import { describe, expect, it } from 'vitest';
import { claimValuesOf } from './useClaimValues.ts';

describe('claimValuesOf', () => {
  it('tells an "about" that names another figure by that figure\'s value, never as {{name}}', () => {
    const values = claimValuesOf({
      figures: { hours: { value: 24, about: 'Replies within {{hours}} hours' } },
      facts: { phone: { value: '+91 98 7654', about: 'Phone' }, link: { value: 'x', about: 'Dials {{phone}}; {{missing}} stays a name' } },
    });
    expect(values.get('hours')?.about).toBe('Replies within 24 hours');
    expect(values.get('link')?.about).toBe('Dials +91 98 7654; missing stays a name');
    expect(values.get('phone')?.about).toBe('Phone');
  });
});
