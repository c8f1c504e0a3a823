import type { OptionalDataControlsTemplateProps } from '@rjsf/utils';
import { isNamedEntry } from './AdditionalEntry.tsx';

/** Add or remove an optional group (a second button), named by the group's title. */
export function OptionalDataControlsTemplate({ id, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  // Only for a group with fixed fields (a second button): removing a whole collection, or an entry
  // that has its own remove button, in one click is not offered.
  if (isNamedEntry(schema) || schema.additionalProperties) return null;
  const name = (schema.title ?? 'this part').toLowerCase();
  if (onAddClick) {
    return (
      <button type="button" id={id} className="button button--small" onClick={onAddClick}>
        Add {name}
      </button>
    );
  }
  if (onRemoveClick) {
    return (
      <button type="button" id={id} className="button button--small button--quiet group__remove" onClick={onRemoveClick}>
        Remove {name}
      </button>
    );
  }
  return null;
}
