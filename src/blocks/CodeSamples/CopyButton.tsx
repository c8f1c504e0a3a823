import { useEffect, useRef, useState, type RefObject } from 'react';

type CopyState = 'idle' | 'copied' | 'selected';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to clipboard',
  selected: 'Code selected: press Ctrl+C (⌘C on a Mac) to copy',
};

/** Puts the code on the clipboard; where the Clipboard API is missing or refused, selects it for a manual copy. */
async function copy(text: string, target: HTMLElement | null): Promise<CopyState> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (target) {
      const range = document.createRange();
      range.selectNodeContents(target);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    return 'selected';
  }
}

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name ("Copy Chatbot message code"). */
  what: string;
  /** The element holding the code, selected when copying is not possible. */
  target: RefObject<HTMLElement | null>;
}

export function CopyButton({ text, what, target }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = async () => {
    const next = await copy(text, target.current);
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), next === 'copied' ? 2000 : 6000);
  };

  return (
    <>
      <button type="button" className="code-samples__copy" onClick={onClick} aria-label={`Copy ${what} code`} data-state={state}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">{MESSAGES[state]}</span>
    </>
  );
}
