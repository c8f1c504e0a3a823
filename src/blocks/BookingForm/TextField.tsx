import type { HTMLInputAutoCompleteAttribute } from 'react';
import { describedBy, Field } from './Field.tsx';
import type { useBookingForm } from './useBookingForm.ts';

type TextKey = 'name' | 'email' | 'company';

interface TextFieldProps {
  form: ReturnType<typeof useBookingForm>;
  name: TextKey;
  id: string;
  copy: { label: string; placeholder?: string };
  type: 'text' | 'email';
  autoComplete: HTMLInputAutoCompleteAttribute;
}

/** A required one-line field of the booking form, wired to its value, its error and focus on submit. */
export function TextField({ form, name, id, copy, type, autoComplete }: TextFieldProps) {
  const error = form.errors[name];
  return (
    <Field id={id} label={copy.label} required error={error}>
      <input ref={form.register(name)} id={id} name={name} className="booking__input" type={type} autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined} placeholder={copy.placeholder} value={form.values[name]}
        aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)}
        onChange={(e) => form.change({ [name]: e.target.value })} />
    </Field>
  );
}
