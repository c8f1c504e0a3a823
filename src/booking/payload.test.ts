import { describe, expect, it } from 'vitest';
import { buildPayload } from './payload.ts';
import { EMPTY_VALUES } from './values.ts';

const at = new Date('2026-11-21T09:30:00.000Z');

describe('booking payload', () => {
  it('has exactly the webhook keys, trimmed values and the full phone', () => {
    const payload = buildPayload(
      { name: ' Asha Rao ', email: ' asha@studio.in', phoneCountry: 'GB', phoneNumber: ' 7700 900123 ', company: 'Rao Studio ', automationGoal: 'Too much admin', customGoal: '' },
      'Other',
      'b1f0c2a4-7a61-4c55-9f0e-2d6f1f3c9e10',
      at,
    );
    expect(payload).toEqual({
      name: 'Asha Rao',
      email: 'asha@studio.in',
      phone: '+44 7700 900123',
      company: 'Rao Studio',
      automation_goal: 'Too much admin',
      timestamp: '2026-11-21T09:30:00.000Z',
      form_type: 'strategy_call',
      submission_id: 'b1f0c2a4-7a61-4c55-9f0e-2d6f1f3c9e10',
    });
    expect(Object.keys(payload)).toEqual(['name', 'email', 'phone', 'company', 'automation_goal', 'timestamp', 'form_type', 'submission_id']);
  });

  it('sends the visitor’s own words when the challenge is Other', () => {
    const payload = buildPayload({ ...EMPTY_VALUES, automationGoal: 'Other', customGoal: '  Chasing unpaid invoices ' }, 'Other', 'id', at);
    expect(payload.automation_goal).toBe('Chasing unpaid invoices');
  });

  it('sends an empty phone when none was typed, and stamps the time of submission', () => {
    const payload = buildPayload(EMPTY_VALUES, 'Other', 'id');
    expect(payload.phone).toBe('');
    expect(Math.abs(Date.parse(payload.timestamp) - Date.now())).toBeLessThan(5_000);
  });
});
