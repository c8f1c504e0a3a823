import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The field (or section) the person was last in, in the form: where a message about the file goes. */
export function fieldAround(el: Element | null): Element | null {
  return el?.closest('.editor .field, .editor .group, .editor .section-item, .editor .entry') ?? null;
}

/**
 * Shows `children` right after the field the person was last in (`near`), so a message about the
 * file appears where they are looking rather than at the top of a long form; without such a
 * field it stays where it is rendered. It never takes the focus.
 */
export function NearFocus({ near, children }: { near: Element | null; children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const anchor = fieldAround(near);
    if (!anchor || !anchor.isConnected) return setSlot(null);
    const holder = anchor.ownerDocument.createElement('div');
    holder.className = 'near-focus';
    anchor.after(holder);
    setSlot(holder);
    return () => holder.remove();
  }, [near]);
  return slot ? createPortal(children, slot) : <>{children}</>;
}
