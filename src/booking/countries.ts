/**
 * The phone picker's countries: the fixed 20-entry table of the spec, in its order.
 * Kept in code rather than page YAML because the dial codes are data the form's behaviour
 * depends on (an editor mistyping one would silently send wrong numbers), not marketing copy.
 */
export interface Country {
  /** ISO 3166-1 alpha-2 code, such as IN. */
  code: string;
  name: string;
  dialCode: string;
  flag: string;
}

const TABLE: ReadonlyArray<[code: string, name: string, dialCode: string]> = [
  ['US', 'United States', '+1'],
  ['IN', 'India', '+91'],
  ['GB', 'United Kingdom', '+44'],
  ['CA', 'Canada', '+1'],
  ['AU', 'Australia', '+61'],
  ['DE', 'Germany', '+49'],
  ['FR', 'France', '+33'],
  ['JP', 'Japan', '+81'],
  ['SG', 'Singapore', '+65'],
  ['AE', 'United Arab Emirates', '+971'],
  ['MX', 'Mexico', '+52'],
  ['NL', 'Netherlands', '+31'],
  ['SE', 'Sweden', '+46'],
  ['CH', 'Switzerland', '+41'],
  ['IT', 'Italy', '+39'],
  ['ES', 'Spain', '+34'],
  ['KR', 'South Korea', '+82'],
  ['CN', 'China', '+86'],
  ['HK', 'Hong Kong', '+852'],
  ['BR', 'Brazil', '+55'],
];

/** The flag emoji of a two-letter code: each letter becomes its regional indicator symbol. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export const COUNTRIES: readonly Country[] = TABLE.map(([code, name, dialCode]) => ({ code, name, dialCode, flag: flagOf(code) }));

export const DEFAULT_COUNTRY = 'IN';

/** The entry for a code; unknown codes (an old draft, say) fall back to the default country. */
export function countryByCode(code: string): Country {
  return COUNTRIES.find((c) => c.code === code) ?? (COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY) as Country);
}
