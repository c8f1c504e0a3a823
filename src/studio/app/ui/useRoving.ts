import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const buttonsOf = (el: HTMLElement): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('button')).filter((b) => !b.disabled && b.closest('[data-roving]') === el);

/**
 * A row of buttons as one Tab stop (roving focus): Tab reaches the button used last (the first at
 * the start), the arrow keys, Home and End move along the row. A section's tools, a list item's
 * tools and a text's formatting buttons would otherwise cost a Tab press each.
 */
export function useRoving<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // After every render: exactly one enabled button takes Tab (a disabled one cannot).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const buttons = buttonsOf(el);
    const current = buttons.find((b) => b.tabIndex === 0 && b.dataset.rovingAt !== undefined) ?? buttons[0];
    el.querySelectorAll<HTMLButtonElement>('button').forEach((b) => {
      if (b.closest('[data-roving]') === el) b.tabIndex = b === current ? 0 : -1;
    });
  });
  const onFocus = (event: FocusEvent<T>) => {
    const el = ref.current;
    const target = event.target;
    if (!el || !(target instanceof HTMLButtonElement) || target.closest('[data-roving]') !== el) return;
    for (const b of buttonsOf(el)) {
      b.tabIndex = b === target ? 0 : -1;
      if (b === target) b.dataset.rovingAt = '';
      else delete b.dataset.rovingAt;
    }
  };
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const el = ref.current;
    if (!el || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = buttonsOf(el);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const last = buttons.length - 1;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(last, to))]?.focus();
  };
  return { ref, onFocus, onKeyDown, 'data-roving': '' };
}
