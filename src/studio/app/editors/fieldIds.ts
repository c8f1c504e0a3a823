import type { DocKind } from '../doc/document.ts';
import type { DataPath } from '../doc/problems.ts';

const PREFIX: Record<DocKind, string> = { page: 'page', site: 'site', post: 'post', other: 'file' };

/** The id prefix of a block's form (its inputs are `block-2_headline`, `block-2_primary_label`). */
export const blockFormId = (index: number): string => `block-${index}`;
export const POST_BODY_ID = 'post-body';
export const formPrefix = (kind: DocKind): string => PREFIX[kind];

/** The id of the input (or group of inputs) that shows a data path. */
export function fieldElementId(kind: DocKind, path: DataPath): string {
  if (kind === 'page' && path[0] === 'blocks' && typeof path[1] === 'number') return [blockFormId(path[1]), ...path.slice(2)].join('_');
  if (kind === 'post' && path.length === 1 && path[0] === 'body') return POST_BODY_ID;
  return [PREFIX[kind], ...path].join('_');
}

/**
 * Moves the focus to the field of a problem (or the nearest group of fields that exists, such as
 * the button a missing label belongs to). Returns false when nothing on screen shows that path.
 */
export function focusField(kind: DocKind, path: DataPath): boolean {
  for (let n = path.length; n >= 1; n--) {
    const el = document.getElementById(fieldElementId(kind, path.slice(0, n)));
    if (!el) continue;
    const fields = 'input, textarea, select, button, [role="textbox"]';
    const target = el.matches(fields) ? el : el.querySelector<HTMLElement>(fields);
    (target ?? el).scrollIntoView({ block: 'center' });
    target?.focus();
    return !!target;
  }
  return false;
}
