import { useCallback, useEffect, useState } from 'react';
import { INSERT_EVENT } from '../text/ClaimText.tsx';

/** The text box a claim goes into: the last one the person was in, named by its label. */
export interface TextTarget {
  id: string;
  label: string;
}

// Text boxes that take words with claims in them: the form's text boxes (which show claims as
// chips) and plain text areas; one-line boxes with a fixed format (addresses, dates) are left out.
const isTextBox = (el: EventTarget | null): el is HTMLElement =>
  el instanceof HTMLElement && !!el.id && !!el.closest('.editor') && (el.hasAttribute('data-claim-text') || el instanceof HTMLTextAreaElement);

const labelOf = (el: HTMLElement): string => {
  const by = el.getAttribute('aria-labelledby');
  const label = (by && document.getElementById(by)) || document.querySelector(`label[for="${CSS.escape(el.id)}"]`);
  return label?.textContent?.replace(/\s*\*$/, '').trim() || 'the text box';
};

/**
 * Puts text where the caret is (or over the selected words) in a text area, as typing would: the
 * browser's own value setter and an input event, so the box's own change handler runs.
 */
export function insertAtCaret(el: HTMLTextAreaElement, snippet: string): void {
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? start;
  const next = el.value.slice(0, start) + snippet + el.value.slice(end);
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, next);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.focus();
  el.setSelectionRange(start + snippet.length, start + snippet.length);
}

/** Follows which text box of the open file's form was focused last (forgotten when another file opens). */
export function useLastTextField(file: string | undefined): { target?: TextTarget; insert: (snippet: string) => boolean } {
  const [target, setTarget] = useState<TextTarget>();
  useEffect(() => {
    setTarget(undefined);
    const onFocus = (e: FocusEvent) => {
      if (isTextBox(e.target)) setTarget({ id: e.target.id, label: labelOf(e.target) });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [file]);
  const insert = useCallback(
    (snippet: string) => {
      const el = target && document.getElementById(target.id);
      if (!isTextBox(el ?? null)) return false;
      if (el instanceof HTMLTextAreaElement) insertAtCaret(el, snippet);
      else el!.dispatchEvent(new CustomEvent(INSERT_EVENT, { detail: snippet }));
      return true;
    },
    [target],
  );
  return { target, insert };
}
