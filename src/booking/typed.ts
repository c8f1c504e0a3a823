import { stripPhone } from './phone.ts';
import { EMPTY_VALUES, type BookingValues } from './values.ts';

/**
 * What the visitor typed into the prerendered form before the app took over. Each control is named
 * after its value (name="email"); the app's first render still holds the empty form, so anything
 * different in the page is the visitor's. Null when nothing was typed.
 */
export function typedValues(form: HTMLFormElement | null | undefined): Partial<BookingValues> | null {
  const typed: Partial<BookingValues> = {};
  for (const key of Object.keys(EMPTY_VALUES) as (keyof BookingValues)[]) {
    const control = form?.elements.namedItem(key) as HTMLInputElement | null | undefined;
    const value = key === 'phoneNumber' ? stripPhone(control?.value ?? '') : control?.value;
    if (value && value !== EMPTY_VALUES[key]) typed[key] = value;
  }
  return Object.keys(typed).length ? typed : null;
}
