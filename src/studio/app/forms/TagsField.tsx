import { useState } from 'react';
import type { Field, FieldProps, RJSFSchema } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { RequiredMark } from './FieldTemplate.tsx';

function defaultArrayField(): Field {
  const field = getDefaultRegistry().fields.ArrayField;
  if (!field) throw new Error('@rjsf/core has no ArrayField');
  return field;
}
const ArrayField = defaultArrayField();

/** A list of distinct short words (a post's tags): the schema says so, not the field's name. */
export function isTagList(schema: RJSFSchema): boolean {
  const items = schema.items;
  if (schema.type !== 'array' || schema.uniqueItems !== true || !items || typeof items !== 'object' || Array.isArray(items)) return false;
  const item = items as RJSFSchema & Record<string, unknown>;
  return item.type === 'string' && !item.enum && !item.pattern && !item['x-formatting'];
}

/**
 * Every list field; a list of tags shows as chips with a remove button each and a box to add one
 * (Enter or Add), instead of a numbered list of text boxes with move buttons.
 */
export function StudioArrayField(props: FieldProps) {
  const [typed, setTyped] = useState('');
  if (!isTagList(props.schema)) return <ArrayField {...props} />;
  const { schema, fieldPathId, required, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const tags = Array.isArray(props.formData) ? (props.formData as unknown[]).map(String) : [];
  const item = (schema.items as RJSFSchema).title ?? 'tag';
  const set = (next: string[]) => props.onChange(next.length || required ? next : undefined, fieldPathId.path);
  const add = () => {
    const tag = typed.trim();
    if (!tag) return;
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) set([...tags, tag]);
    setTyped('');
  };
  const off = disabled || readonly;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  return (
    <fieldset className="group list" id={id}>
      <legend className="group__title">
        {schema.title ?? props.name}
        <RequiredMark required={required} />
      </legend>
      {schema.description && <p className="field__help" id={`${id}__description`}>{schema.description}</p>}
      {tags.length > 0 && (
        <ul className="tags" aria-label={schema.title ?? props.name}>
          {tags.map((tag, i) => (
            <li key={`${tag}-${i}`} className="tags__chip">
              {tag}
              <button type="button" className="tags__remove" disabled={off} onClick={() => set(tags.filter((_, j) => j !== i))}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Remove {item.toLowerCase()} {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tags__add">
        <label className="visually-hidden" htmlFor={`${id}__new`}>New {item.toLowerCase()}</label>
        <input
          id={`${id}__new`}
          className="input"
          value={typed}
          disabled={off || (max !== undefined && tags.length >= max)}
          placeholder={`New ${item.toLowerCase()}`}
          aria-describedby={schema.description ? `${id}__description` : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button--small" disabled={off || !typed.trim()} onClick={add}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
