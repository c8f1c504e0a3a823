import type { ReactNode } from 'react';
import { ADDITIONAL_PROPERTY_FLAG, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { ToolIcon } from '../ui/ToolIcon.tsx';

/** An entry of a named collection (a figure of content/claims.yaml, under its id), not a fixed field. */
export const isNamedEntry = (schema: RJSFSchema): boolean => ADDITIONAL_PROPERTY_FLAG in schema;

/**
 * One named entry: its name (editable; the change applies when the box is left) above its fields,
 * and a button that removes the entry.
 */
export function NamedEntry({ props, children }: { props: FieldTemplateProps; children: ReactNode }) {
  const { id, label, onKeyRenameBlur, onRemoveProperty, disabled, readonly } = props;
  const nameId = `${id}-key`;
  return (
    <div className="entry">
      <div className="entry__head">
        <div className="field entry__name">
          <label className="field__label" htmlFor={nameId}>Name</label>
          <p className="field__help" id={`${nameId}__description`}>How pages and posts refer to it. Renamed here, it can be renamed everywhere it is used in the same save.</p>
          <input key={label} id={nameId} className="input" type="text" spellCheck={false} defaultValue={label} onBlur={onKeyRenameBlur} aria-describedby={`${nameId}__description`} disabled={disabled || readonly} />
        </div>
        <button type="button" className="tool" onClick={onRemoveProperty} disabled={disabled || readonly} title={`Remove ${label}`}>
          <ToolIcon name="remove" />
          <span className="visually-hidden">{`Remove ${label}`}</span>
        </button>
      </div>
      {children}
    </div>
  );
}
