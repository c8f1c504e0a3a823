import type { BookingMessages } from '../../src/generated/content.ts';

/** The booking form's messages word for word as the spec (section 5 and 8) gives them. */
export const SPEC_BOOKING_MESSAGES: BookingMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  companyRequired: 'Company name is required',
  goalRequired: 'Please select an automation goal',
  customGoalRequired: 'Please describe your automation goal',
  submitFailed: 'There was an error submitting your request. Please try again.',
};
