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
}

/** Trimmed values; when the challenge is the "other" choice, the visitor's own words replace it. */
export function buildPayload(values: BookingValues, otherOption: string, now: Date = new Date()): BookingPayload {
  const goal = values.automationGoal === otherOption ? values.customGoal.trim() : values.automationGoal.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: fullPhone(values.phoneCountry, values.phoneNumber),
    company: values.company.trim(),
    automation_goal: goal,
    timestamp: now.toISOString(),
    form_type: 'strategy_call',
  };
}
