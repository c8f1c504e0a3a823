import { useEffect, useRef } from 'react';
import type { ArrayFieldItemButtonsTemplateProps, ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { fieldTitle, isHiddenField } from './context.ts';
import { RequiredMark } from './FieldTemplate.tsx';
import { ToolIcon, type ToolIconName } from '../ui/ToolIcon.tsx';
import { useRoving } from '../ui/useRoving.ts';

const itemName = (schema: RJSFSchema): string => {
  const items = schema.items;
  return (items && typeof items === 'object' && !Array.isArray(items) && items.title) || 'item';
};

interface FocusTarget { index: number; tool?: string }
/** Where the focus goes once a list has re-rendered after a change, per list (its fieldset). */
const pendingFocus = new WeakMap<HTMLElement, FocusTarget>();

/** Asks for the focus to move once the changed list is on screen (see applyFocus). */
function focusItem(list: HTMLElement | null, index: number, tool?: string) {
  if (list) pendingFocus.set(list, { index, tool });
}

/**
 * After a list changed, put the focus back where a keyboard user expects it: on the same tool of the
 * item that moved (or the other move button when that one is now off), or the first input of a new item.
 * It runs after the render that shows the change, never before it, so it cannot land on an item's old place.
 */
function applyFocus(list: HTMLElement | null) {
  const wanted = list && pendingFocus.get(list);
  if (!wanted) return;
  pendingFocus.delete(list);
  const { index, tool } = wanted;
  const item = list.querySelectorAll<HTMLElement>(':scope > .list__items > .list__item')[index];
  if (!item) {
    list.querySelector<HTMLElement>(':scope > button')?.focus();
    return;
  }
  const tools = Array.from(item.querySelectorAll<HTMLButtonElement>(':scope > .list__tools > button'));
  const same = tools.find((b) => b.dataset.tool === tool && !b.disabled) ?? tools.find((b) => b.dataset.tool?.startsWith('move') && !b.disabled);
  const target = tool ? same : item.querySelector<HTMLElement>('input, textarea, select, button');
  target?.focus();
}

/** A list (buttons, points, cards): its items in order, each with its own tools, and an Add button. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, schema, items, canAdd, onAddClick, required, fieldPathId, optionalDataControl } = props;
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => applyFocus(ref.current));
  if (isHiddenField(schema)) return null;
  const name = itemName(schema);
  return (
    <fieldset className="group list" id={fieldPathId.$id} ref={ref}>
      <legend className="group__title">
        {fieldTitle(schema.title ?? title, fieldPathId)}
        <RequiredMark required={required} />
      </legend>
      {schema.description && <p className="field__help">{schema.description}</p>}
      {optionalDataControl}
      <ol className="list__items">{items}</ol>
      {canAdd && (
        <button
          type="button"
          className="button button--small"
          onClick={(e) => {
            onAddClick(e);
            focusItem(ref.current, items.length);
          }}
        >
          Add {name.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps) {
  return (
    <li className="list__item">
      <div className="list__body">{children}</div>
      {hasToolbar && <ItemTools {...buttonsProps} />}
    </li>
  );
}

function Tool({ name, label, context, onClick, disabled }: { name: ToolIconName; label: string; context: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="tool" data-tool={name} onClick={onClick} disabled={disabled} title={`${label} ${context}`}>
      <ToolIcon name={name} />
      <span className="visually-hidden">{`${label} ${context}`}</span>
    </button>
  );
}

/** Move up, move down, duplicate, remove: buttons that say which item they act on. */
export function ItemTools(props: ArrayFieldItemButtonsTemplateProps) {
  const { index, totalItems, hasMoveUp, hasMoveDown, hasCopy, hasRemove, onMoveUpItem, onMoveDownItem, onCopyItem, onRemoveItem, schema, disabled, readonly } = props;
  const context = `${(schema.title ?? 'item').toLowerCase()} ${index + 1}`;
  const off = disabled || readonly;
  const roving = useRoving<HTMLDivElement>();
  // Runs the change, then asks for the focus on the item at its new place (the list is found before it re-renders).
  const act = (change: () => void, to: number, tool?: string) => () => {
    const list = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('fieldset.list') ?? null;
    change();
    focusItem(list, to, tool);
  };
  return (
    <div className="list__tools" role="toolbar" aria-label={`${schema.title ?? 'Item'} ${index + 1}`} {...roving}>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <Tool name="move-up" label="Move up" context={context} onClick={act(onMoveUpItem, index - 1, 'move-up')} disabled={off || !hasMoveUp} />
          <Tool name="move-down" label="Move down" context={context} onClick={act(onMoveDownItem, index + 1, 'move-down')} disabled={off || !hasMoveDown} />
        </>
      )}
      {hasCopy && <Tool name="copy" label="Duplicate" context={context} onClick={act(onCopyItem, index + 1)} disabled={off} />}
      {hasRemove && <Tool name="remove" label="Remove" context={context} onClick={act(onRemoveItem, Math.max(0, Math.min(index, totalItems - 2)))} disabled={off} />}
    </div>
  );
}
