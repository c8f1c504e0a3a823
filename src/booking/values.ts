import { DEFAULT_COUNTRY } from './countries.ts';

/** What the visitor has typed or chosen; the phone is kept as country + typed number. */
export interface BookingValues {
  name: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  company: string;
  automationGoal: string;
  customGoal: string;
}

/** The six fields that can carry an error message (the spec's per-field error texts). */
export type BookingField = 'name' | 'email' | 'phone' | 'company' | 'automationGoal' | 'customGoal';

export type BookingErrors = Partial<Record<BookingField, string>>;

export const EMPTY_VALUES: BookingValues = {
  name: '',
  email: '',
  phoneCountry: DEFAULT_COUNTRY,
  phoneNumber: '',
  company: '',
  automationGoal: '',
  customGoal: '',
};

/** Form order, so that focus goes to the first invalid field as the visitor sees them. */
export const FIELD_ORDER: readonly BookingField[] = ['name', 'email', 'phone', 'company', 'automationGoal', 'customGoal'];
