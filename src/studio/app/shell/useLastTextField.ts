import { useCallback, useEffect, useState } from 'react';

/** The text box a claim goes into: the last one the person was in, named by its label. */
export interface TextTarget {
  id: string;
  label: string;
}

// Only the form's growing text boxes (TextWidget) and the article text take words with claims in
// them; one-line boxes with a fixed format (ids, addresses, dates) are plain <input>s.
const isTextBox = (el: EventTarget | null): el is HTMLTextAreaElement => el instanceof HTMLTextAreaElement && !!el.id && !!el.closest('.editor');

const labelOf = (el: HTMLTextAreaElement): string =>
  document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.replace(/\s*\*$/, '').trim() || 'the text box';

/**
 * Puts text where the caret is (or over the selected words) in a text box, as typing would: the
 * browser's own value setter and an input event, so the box's own change handler runs, whatever
 * widget drew it (an rjsf field, the article text) and however it treats what was typed.
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
      insertAtCaret(el as HTMLTextAreaElement, snippet);
      return true;
    },
    [target],
  );
  return { target, insert };
}
