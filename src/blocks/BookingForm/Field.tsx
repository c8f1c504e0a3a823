import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The control; give it `describedBy(id, hint, error)` and `aria-invalid` from the same values. */
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control's aria-describedby lists: its hint, then its error, when present. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A label, a control, an optional hint and the field's error message under it. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={`booking__field${error ? ' booking__field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="booking__label" htmlFor={id}>
        {label}
        {required && <span className="booking__star" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && <p className="booking__hint" id={hintId(id)}>{hint}</p>}
      {error && (
        <p className="booking__error" id={errorId(id)}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
    </div>
  );
}
