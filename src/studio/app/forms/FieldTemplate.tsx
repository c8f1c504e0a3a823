import type { FieldErrorProps, FieldTemplateProps, DescriptionFieldProps } from '@rjsf/utils';
import { NamedEntry, isNamedEntry } from './AdditionalEntry.tsx';
import { fieldTitle, isHiddenField } from './context.ts';

/** The asterisk people know from forms; screen readers hear "required" from the input itself. */
export const RequiredMark = ({ required }: { required?: boolean }) =>
  required ? <span className="field__required" aria-hidden="true"> *</span> : null;

const focusUnlabelable = (id: string) => {
  const el = document.getElementById(id);
  if (el && !el.matches('input, select, textarea, button')) el.focus();
};

/** One field: its label (the schema's title), its help (the description), the input and its problems. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, description, required, displayLabel, schema, fieldPathId, rawErrors } = props;
  if (isHiddenField(schema)) return null;
  const hasErrors = !!rawErrors?.length;
  // A named entry is introduced by its name (NamedEntry), not by the collection's word for it.
  const showLabel = displayLabel && !isNamedEntry(schema);
  const field = (
    <div className={`field${hasErrors ? ' field--error' : ''}`} data-field={id}>
      {showLabel && (
        // A text box that shows claims is not an input: the label names it (aria-labelledby) and a click focuses it.
        <label className="field__label" htmlFor={id} id={`${id}__label`} onClick={() => focusUnlabelable(id)}>
          {fieldTitle(schema.title ?? label, fieldPathId)}
          <RequiredMark required={required} />
        </label>
      )}
      {showLabel && description}
      {children}
      {errors}
    </div>
  );
  return isNamedEntry(schema) ? <NamedEntry props={props}>{field}</NamedEntry> : field;
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return <p id={id} className="field__help">{description}</p>;
}

/** The problems the checker found in this field, in its own words, right under the input. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  if (!errors?.length) return null;
  return (
    <ul id={`${fieldPathId.$id}__error`} className="field__errors">
      {errors.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
}
