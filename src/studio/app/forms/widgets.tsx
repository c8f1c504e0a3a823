import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ClaimText } from '../text/ClaimText.tsx';
import { FormattedText } from '../text/FormattedText.tsx';
import { describedBy, formattingOf, isPictureAddress, studioKind, type FormContext } from './context.ts';
import { DateTimeInput, isDateTime } from './DateTimeInput.tsx';
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

/** Code (a developer sample) is typed as it is, in a plain box of fixed-width letters. */
const isCode = (props: WidgetProps): boolean => /\bcode\b/i.test(`${props.schema.title ?? ''} ${props.schema.description ?? ''}`);

/** Paragraphs keep their line breaks; a headline or a label is one line. */
const isMultiLine = (props: WidgetProps): boolean => typeof props.value === 'string' && props.value.includes('\n');

/**
 * Text: a box that grows with the words (long copy stays readable), with Enter allowed only where
 * the text may have lines. Links get the page picker, picture addresses the picture picker.
 */
export function TextWidget(props: WidgetProps) {
  const { schema, value, onChange, onBlur, onFocus, id, registry } = props;
  const context = registry.formContext as FormContext;
  // A value that names a figure or fact shows it by value, whatever the field (a link, a counter): the
  // kind of box is chosen once, so it does not change under the person's fingers.
  const [namesClaim] = useState(() => typeof value === 'string' && value.includes('{{'));
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  if (namesClaim) return <ClaimText {...textProps(props, context)} multiline={false} claims={context.claims} />;
  if (studioKind(schema) === 'link') return <LinkInput {...inputProps(props)} value={value ?? ''} context={context} onChange={(v) => onChange(emptied(props, v))} />;
  if (isPictureAddress(schema) && props.options.picker !== false) return <PictureAddressInput {...inputProps(props)} value={value ?? ''} context={context} onChange={(v) => onChange(emptied(props, v))} />;
  const shared = {
    ...inputProps(props),
    value: value ?? '',
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (isDateTime(schema)) {
    const { 'aria-describedby': describedBy, 'aria-invalid': invalid, required, disabled } = inputProps(props);
    return <DateTimeInput id={id} value={value ?? ''} describedBy={describedBy} invalid={invalid} required={required} disabled={disabled} onChange={(v) => onChange(emptied(props, v))} />;
  }
  if (schema.pattern) {
    return <input {...shared} type="text" className="input" spellCheck={false} onChange={(e) => onChange(emptied(props, e.target.value))} />;
  }
  if (isCode(props)) {
    return <textarea {...shared} className="input input--text input--long" rows={1} spellCheck={false} onChange={(e) => onChange(emptied(props, e.target.value))} />;
  }
  // Words: claims show as their values, and a formatted text gets its toolbar and how it reads.
  const text = textProps(props, context);
  const tools = formattingOf(schema);
  if (tools) return <FormattedText {...text} tools={tools} context={context} label={schema.title ?? 'the text'} />;
  const multi = isMultiLine(props);
  return <ClaimText {...text} multiline={multi} claims={context.claims} onChange={(v) => text.onChange(multi ? v : v.replace(/\r?\n/g, ' '))} />;
}

/** What a text box that shows claims needs from the form. */
function textProps(props: WidgetProps, context: FormContext) {
  const { id, value, onChange } = props;
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid, required, disabled } = inputProps(props);
  return {
    id,
    value: typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value),
    onChange: (v: string) => onChange(emptied(props, v)),
    onOpenClaim: context.openClaim,
    onUndo: context.undo,
    onRedo: context.redo,
    labelledBy: `${id}__label`,
    describedBy,
    invalid,
    required,
    disabled,
  };
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
