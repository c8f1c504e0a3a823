import { useEffect, useRef } from 'react';

/** The element of the form that had the focus last (kept while a dialog or a button has it), and a way back to it. */
export function useLastFocus() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const el = e.target;
      if (el instanceof HTMLElement && el.closest('.editor') && el.matches('input, textarea, select, [contenteditable], [role="textbox"]')) last.current = el;
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return {
    get: () => (last.current?.isConnected ? last.current : null),
    /** Puts the focus back on that field (after a save), or on `fallback` when it is gone. */
    restore: (fallback?: HTMLElement | null) => {
      const el = last.current?.isConnected ? last.current : fallback;
      el?.focus();
      return !!el;
    },
  };
}
