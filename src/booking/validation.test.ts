import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type BookingValues } from './values.ts';
import { FIXTURE_BOOKING_MESSAGES } from '../../tests/support/booking-messages.ts';
import { validateBooking, type ValidationMessages } from './validation.ts';

const messages: ValidationMessages = FIXTURE_BOOKING_MESSAGES;
const valid: BookingValues = { ...EMPTY_VALUES, name: 'Asha Rao', email: 'asha@studio.in', company: 'Rao Studio', automationGoal: 'Too few enquiries' };
const check = (patch: Partial<BookingValues>) => validateBooking({ ...valid, ...patch }, messages, 'Something else');

describe('booking validation', () => {
  it('accepts a complete form with no phone', () => {
    expect(check({})).toEqual({});
  });

  it('reports every required field of an empty form with its exact message', () => {
    expect(validateBooking(EMPTY_VALUES, messages, 'Something else')).toEqual({
      name: 'Please give your name',
      email: 'We need your email',
      company: 'Please name your business',
      automationGoal: 'Please pick a problem',
    });
  });

  it('treats whitespace-only answers as empty', () => {
    expect(check({ name: '   ', email: ' \t', company: '  ' })).toEqual({
      name: 'Please give your name',
      email: 'We need your email',
      company: 'Please name your business',
    });
  });

  it.each(['asha', 'asha@studio', 'asha@studio.i', 'asha @studio.in', '@studio.in', 'asha@studio.in1', 'a@b@c.in'])(
    'rejects the email %j',
    (email) => expect(check({ email }).email).toBe('That email looks wrong'),
  );

  it.each(['asha@studio.in', 'a.b+c@mail.example.com', '  asha@studio.co  ', 'x@y.technology'])('accepts the email %j', (email) => {
    expect(check({ email }).email).toBeUndefined();
  });

  it('keeps the phone optional but needs at least 8 characters once typed', () => {
    expect(check({ phoneNumber: '' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '   ' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '9123456' }).phone).toBe('That number looks too short');
    expect(check({ phoneNumber: ' 9123456 ' }).phone).toBe('That number looks too short');
    expect(check({ phoneNumber: '91234567' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '91234 56789' }).phone).toBeUndefined();
  });

  it('asks for a description only when the challenge is the other choice', () => {
    expect(check({ automationGoal: 'Something else', customGoal: '' }).customGoal).toBe('Please tell us more');
    expect(check({ automationGoal: 'Something else', customGoal: '  ' }).customGoal).toBe('Please tell us more');
    expect(check({ automationGoal: 'Something else', customGoal: 'Invoice chasing' })).toEqual({});
    expect(check({ automationGoal: 'Too much admin', customGoal: '' })).toEqual({});
  });
});
