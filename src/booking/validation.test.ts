import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type BookingValues } from './values.ts';
import { SPEC_BOOKING_MESSAGES } from '../../tests/support/booking-messages.ts';
import { validateBooking, type ValidationMessages } from './validation.ts';

const messages: ValidationMessages = SPEC_BOOKING_MESSAGES;
const valid: BookingValues = { ...EMPTY_VALUES, name: 'Asha Rao', email: 'asha@studio.in', company: 'Rao Studio', automationGoal: 'Not enough leads' };
const check = (patch: Partial<BookingValues>) => validateBooking({ ...valid, ...patch }, messages, 'Other');

describe('booking validation', () => {
  it('accepts a complete form with no phone', () => {
    expect(check({})).toEqual({});
  });

  it('reports every required field of an empty form with its exact message', () => {
    expect(validateBooking(EMPTY_VALUES, messages, 'Other')).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      company: 'Company name is required',
      automationGoal: 'Please select an automation goal',
    });
  });

  it('treats whitespace-only answers as empty', () => {
    expect(check({ name: '   ', email: ' \t', company: '  ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      company: 'Company name is required',
    });
  });

  it.each(['asha', 'asha@studio', 'asha@studio.i', 'asha @studio.in', '@studio.in', 'asha@studio.in1', 'a@b@c.in'])(
    'rejects the email %j',
    (email) => expect(check({ email }).email).toBe('Please enter a valid email address'),
  );

  it.each(['asha@studio.in', 'a.b+c@mail.example.com', '  asha@studio.co  ', 'x@y.technology'])('accepts the email %j', (email) => {
    expect(check({ email }).email).toBeUndefined();
  });

  it('keeps the phone optional but needs at least 8 characters once typed', () => {
    expect(check({ phoneNumber: '' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '   ' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '9830041' }).phone).toBe('Please enter a valid phone number');
    expect(check({ phoneNumber: ' 9830041 ' }).phone).toBe('Please enter a valid phone number');
    expect(check({ phoneNumber: '98300412' }).phone).toBeUndefined();
    expect(check({ phoneNumber: '98300 41275' }).phone).toBeUndefined();
  });

  it('asks for a description only when the challenge is Other', () => {
    expect(check({ automationGoal: 'Other', customGoal: '' }).customGoal).toBe('Please describe your automation goal');
    expect(check({ automationGoal: 'Other', customGoal: '  ' }).customGoal).toBe('Please describe your automation goal');
    expect(check({ automationGoal: 'Other', customGoal: 'Invoice chasing' })).toEqual({});
    expect(check({ automationGoal: 'Too much manual work', customGoal: '' })).toEqual({});
  });
});
