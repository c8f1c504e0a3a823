import type { BookingMessages } from '../../src/generated/content.ts';

/**
 * Booking messages for tests that render the form or validate with their own wording. The site's
 * messages are copy (content/pages/strategy-call.yaml); tests that check them read them from there.
 */
export const FIXTURE_BOOKING_MESSAGES: BookingMessages = {
  nameRequired: 'Please give your name',
  emailRequired: 'We need your email',
  emailInvalid: 'That email looks wrong',
  phoneInvalid: 'That number looks too short',
  companyRequired: 'Please name your business',
  goalRequired: 'Please pick a problem',
  customGoalRequired: 'Please tell us more',
  submitFailed: 'Sending failed. Try again in a moment.',
};
