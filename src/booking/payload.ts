import { fullPhone } from './phone.ts';
import type { BookingValues } from './values.ts';

/** The JSON the booking webhook receives: exactly these keys. */
export interface BookingPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  automation_goal: string;
  timestamp: string;
  form_type: 'strategy_call';
  /** The same UUID on every retry of one booking: the webhook keeps the first and drops repeats. */
  submission_id: string;
  /** Cloudflare Turnstile's token, only when VITE_TURNSTILE_SITE_KEY is set (the webhook verifies it). */
  turnstile_token?: string;
}

/** Trimmed values; when the challenge is the "other" choice, the visitor's own words replace it. */
export function buildPayload(values: BookingValues, otherOption: string, submissionId: string, now: Date = new Date()): BookingPayload {
  const goal = values.automationGoal === otherOption ? values.customGoal.trim() : values.automationGoal.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: fullPhone(values.phoneCountry, values.phoneNumber),
    company: values.company.trim(),
    automation_goal: goal,
    timestamp: now.toISOString(),
    form_type: 'strategy_call',
    submission_id: submissionId,
  };
}
