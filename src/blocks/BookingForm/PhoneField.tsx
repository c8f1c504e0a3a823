import type { Ref } from 'react';
import { COUNTRIES, countryByCode } from '../../booking/countries.ts';
import { stripPhone } from '../../booking/phone.ts';
import type { BookingPhoneField } from '../../generated/content.ts';
import { describedBy, Field } from './Field.tsx';

interface PhoneFieldProps {
  id: string;
  copy: BookingPhoneField;
  country: string;
  number: string;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: (change: { phoneCountry?: string; phoneNumber?: string }) => void;
}

/**
 * A country picker (flag and dial code) beside the number. The native select stays the real,
 * accessible control; it sits invisibly over a compact "flag +91" box so the row fits a phone.
 */
export function PhoneField({ id, copy, country, number, error, inputRef, onChange }: PhoneFieldProps) {
  const selected = countryByCode(country);
  return (
    <Field id={id} label={copy.label} hint={copy.hint} error={error}>
      <div className="phone">
        <div className="phone__country">
          <span className="phone__display" aria-hidden="true">
            <span className="phone__flag">{selected.flag}</span>
            {selected.dialCode}
          </span>
          <select
            className="phone__select"
            name="phoneCountry"
            aria-label={copy.countryLabel}
            value={selected.code}
            onChange={(e) => onChange({ phoneCountry: e.target.value })}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>{`${c.flag} ${c.name} (${c.dialCode})`}</option>
            ))}
          </select>
        </div>
        <input
          ref={inputRef}
          id={id}
          name="phoneNumber"
          className="booking__input phone__number"
          // The number without its country code (picked beside it): autofill's "tel-national", which HTML allows
          // only on a text input; inputMode still brings up the phone keypad.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={copy.placeholder}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, copy.hint, error)}
          onChange={(e) => onChange({ phoneNumber: stripPhone(e.target.value) })}
        />
      </div>
    </Field>
  );
}
