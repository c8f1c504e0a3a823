import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ToolIcon } from './ToolIcon.tsx';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider for diffs and the section palette. */
  wide?: boolean;
}

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside, Escape closes it, and the
 * focus goes back to where it was when it closes.
 */
export function Dialog({ title, onClose, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // The field the dialog is for takes the focus (marked data-autofocus), else the browser's first choice.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' dialog--wide' : ''}`} aria-labelledby={titleId}>
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">{title}</h2>
        <button type="button" className="tool" onClick={onClose}>
          <ToolIcon name="close" />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
