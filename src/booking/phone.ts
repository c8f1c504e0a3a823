import { countryByCode } from './countries.ts';

/** Keeps what a phone number may contain as typed: digits, spaces, hyphens and parentheses. */
export function stripPhone(raw: string): string {
  return raw.replace(/[^\d\s()-]/g, '');
}

/**
 * The number as submitted: the country's dial code, a space, then the typed number;
 * empty when nothing was typed, so an untouched optional field sends nothing.
 */
export function fullPhone(countryCode: string, typed: string): string {
  const number = typed.trim();
  return number ? `${countryByCode(countryCode).dialCode} ${number}` : '';
}
