import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, DEFAULT_COUNTRY } from './countries.ts';
import { fullPhone, stripPhone } from './phone.ts';

describe('phone input', () => {
  it('keeps only digits, spaces, hyphens and parentheses', () => {
    expect(stripPhone('+91 (983) 004-1275')).toBe('91 (983) 004-1275');
    expect(stripPhone('91234abc56789')).toBe('9123456789');
    expect(stripPhone('ext.#*12/34_56')).toBe('123456');
    expect(stripPhone('٣٤٥')).toBe('');
  });

  it('joins the dial code and the typed number, or gives nothing when nothing is typed', () => {
    expect(fullPhone('IN', '91234 56789')).toBe('+91 91234 56789');
    expect(fullPhone('HK', ' 2123 4567 ')).toBe('+852 2123 4567');
    expect(fullPhone('IN', '')).toBe('');
    expect(fullPhone('US', '   ')).toBe('');
  });

  it('keeps the typed number when the country changes', () => {
    const typed = '555 010 9999';
    expect(fullPhone('IN', typed)).toBe('+91 555 010 9999');
    expect(fullPhone('GB', typed)).toBe('+44 555 010 9999');
  });

  it('offers the 20 countries of the spec, India by default', () => {
    expect(COUNTRIES.map((c) => `${c.code}${c.dialCode}`)).toEqual([
      'US+1', 'IN+91', 'GB+44', 'CA+1', 'AU+61', 'DE+49', 'FR+33', 'JP+81', 'SG+65', 'AE+971',
      'MX+52', 'NL+31', 'SE+46', 'CH+41', 'IT+39', 'ES+34', 'KR+82', 'CN+86', 'HK+852', 'BR+55',
    ]);
    expect(DEFAULT_COUNTRY).toBe('IN');
    expect(countryByCode('IN')).toMatchObject({ name: 'India', flag: '🇮🇳' });
    expect(countryByCode('ZZ').code).toBe('IN');
    expect(COUNTRIES.every((c) => c.name && [...c.flag].length === 2)).toBe(true);
  });
});
