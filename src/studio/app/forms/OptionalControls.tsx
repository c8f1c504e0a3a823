import type { OptionalDataControlsTemplateProps } from '@rjsf/utils';

/** Add or remove an optional group (a second button), named by the group's title. */
export function OptionalDataControlsTemplate({ id, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
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
