import type { BookingMessages } from '../generated/content.ts';
import type { BookingErrors, BookingValues } from './values.ts';

/** The error texts, worded by the page's content file (all but the send failure, which is not a field rule). */
export type ValidationMessages = Omit<BookingMessages, 'submitFailed'>;

// Something@something.tld with a top-level domain of two or more letters, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const PHONE_MIN_LENGTH = 8;

/**
 * Every rule of the booking form. Emptiness is judged on trimmed values; the phone is optional
 * and, when typed, must be at least 8 characters (the typed number, not counting the dial code).
 * `otherOption` is the challenge choice that asks for a description.
 */
export function validateBooking(values: BookingValues, messages: ValidationMessages, otherOption: string): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL.test(email)) errors.email = messages.emailInvalid;
  const phone = values.phoneNumber.trim();
  if (phone && phone.length < PHONE_MIN_LENGTH) errors.phone = messages.phoneInvalid;
  if (!values.company.trim()) errors.company = messages.companyRequired;
  if (!values.automationGoal) errors.automationGoal = messages.goalRequired;
  else if (values.automationGoal === otherOption && !values.customGoal.trim()) errors.customGoal = messages.customGoalRequired;
  return errors;
}
