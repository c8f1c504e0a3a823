import type { WidgetProps } from '@rjsf/utils';
import { describedBy, isPictureAddress, studioKind, type FormContext } from './context.ts';
import { LinkInput } from './LinkInput.tsx';
import { PictureAddressInput } from './PictureInput.tsx';

/** The attributes every input shares: its id, required state, problems and help. */
export function inputProps(props: WidgetProps) {
  const { id, required, rawErrors, schema, disabled, readonly } = props;
  const errors = !!rawErrors?.length;
  return {
    id,
    name: id,
    required,
    disabled: disabled || readonly,
    'aria-invalid': errors || undefined,
    'aria-describedby': describedBy(id, { help: !!schema.description, errors }),
  };
}

/**
 * An emptied optional field is left out of the file; an emptied required one stays, empty, so the
 * checker says "is empty, fill it in" beside it rather than asking for a missing line.
 */
const emptied = (props: WidgetProps, value: string) => (value !== '' ? value : props.required ? '' : props.options.emptyValue);

/** Paragraphs and markdown keep their line breaks; a headline or a label is one line. */
function isMultiLine(props: WidgetProps): boolean {
  const text = `${props.schema.title ?? ''} ${props.schema.description ?? ''}`;
  return (typeof props.value === 'string' && props.value.includes('\n')) || /markdown|\bcode\b/i.test(text);
}

/**
 * Text: a box that grows with the words (long copy stays readable), with Enter allowed only where
 * the text may have lines. Links get the page picker, picture addresses the picture picker.
 */
export function TextWidget(props: WidgetProps) {
  const { schema, value, onChange, onBlur, onFocus, id, registry } = props;
  const context = registry.formContext as FormContext;
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  if (studioKind(schema) === 'link') return <LinkInput {...inputProps(props)} value={value ?? ''} context={context} onChange={(v) => onChange(emptied(props, v))} />;
  if (isPictureAddress(schema) && props.options.picker !== false) return <PictureAddressInput {...inputProps(props)} value={value ?? ''} context={context} onChange={(v) => onChange(emptied(props, v))} />;
  const shared = {
    ...inputProps(props),
    value: value ?? '',
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (schema.pattern) {
    return <input {...shared} type="text" className="input" spellCheck={false} onChange={(e) => onChange(emptied(props, e.target.value))} />;
  }
  const multi = isMultiLine(props);
  return (
    <textarea
      {...shared}
      className={`input input--text${multi ? ' input--long' : ''}`}
      rows={1}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multi) e.preventDefault();
      }}
      onChange={(e) => onChange(emptied(props, multi ? e.target.value : e.target.value.replace(/\r?\n/g, ' ')))}
    />
  );
}

export function NumberWidget(props: WidgetProps) {
  const { schema, value, onChange } = props;
  const integer = schema.type === 'integer';
  return (
    <input
      {...inputProps(props)}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      className="input input--number"
      step={integer ? 1 : 'any'}
      min={schema.minimum}
      max={schema.maximum}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        const n = Number(raw);
        onChange(raw === '' || Number.isNaN(n) ? props.options.emptyValue : n);
      }}
    />
  );
}

/** A list of allowed values: a select, with "not set" for optional ones. */
export function SelectWidget(props: WidgetProps) {
  const { value, onChange, options, required } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((o) => o.value === value);
  return (
    <select
      {...inputProps(props)}
      className="input input--select"
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : choices[Number(e.target.value)]?.value)}
    >
      {(!required || index < 0) && <option value="">{required ? 'Choose one' : 'Not set'}</option>}
      {choices.map((o, i) => (
        <option key={i} value={String(i)}>
          {String(o.label)}
        </option>
      ))}
    </select>
  );
}

/** Yes or no: a checkbox labelled by the field's title, its help underneath. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, schema, label } = props;
  return (
    <div className="check">
      <input {...inputProps(props)} type="checkbox" className="check__box" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="check__label">{schema.title ?? label}</label>
      {schema.description && <p id={`${id}__description`} className="field__help">{schema.description}</p>}
    </div>
  );
}

/** A calendar date (YYYY-MM-DD): the browser's date picker, which also takes typing. */
export function DateWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return <input {...inputProps(props)} type="date" className="input input--number" value={value ?? ''} onChange={(e) => onChange(emptied(props, e.target.value))} />;
}
