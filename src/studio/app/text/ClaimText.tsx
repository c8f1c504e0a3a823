import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { CHIP, claimsIn, claimLabel, renderClaimText, selectIn, selectionIn, serialiseClaimText, type ClaimValues } from './claimDom.ts';

/** What a box shows: its text and the values of the claims it names (other claims changing do not redraw it). */
const keyOf = (text: string, claims: ClaimValues): string =>
  `${text}\u0000${claimsIn(text).map((id) => `${id}=${claims.get(id)?.value ?? ''}|${claims.get(id)?.about ?? ''}`).join('\u0001')}`;

/** The event a text box listens to for text to put at its caret (the Insert-a-claim picker sends it). */
export const INSERT_EVENT = 'studio:insert';

export interface ClaimTextHandle {
  /** The selection as offsets of the text (the last one, when the box does not have the focus). */
  selection(): { start: number; end: number };
  /** Replaces the whole text as an edit, and puts the selection where given. */
  replace(text: string, start: number, end?: number): void;
  focus(): void;
}

export interface ClaimTextProps {
  id: string;
  value: string;
  multiline: boolean;
  claims: ClaimValues;
  onChange: (value: string) => void;
  /** A claim's chip was clicked, or its button below the box pressed: open the claim. */
  onOpenClaim?: (id: string) => void;
  /** The Studio's own undo and redo (the box's text follows them). */
  onUndo?: () => void;
  onRedo?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A text box that shows each {{claim}} as its value in a chip (saying which figure or fact it is;
 * a click opens it) and gives back the text with {{claim}} in place, so the file keeps the claim.
 * Typing around a chip works as in any text box; the chip goes as a whole with Backspace. The box
 * redraws only when its text changes from outside (undo, a merge), so a field nobody touched is
 * never rewritten. Ctrl+Z and Ctrl+Shift+Z are the Studio's undo and redo, as everywhere else.
 */
export const ClaimText = forwardRef<ClaimTextHandle, ClaimTextProps>(function ClaimText(props, ref) {
  const { id, value, multiline, claims, onChange, onOpenClaim, onUndo, onRedo, onKeyDown } = props;
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<{ text: string; key: string } | null>(null);
  const lastSelection = useRef({ start: value.length, end: value.length });

  // Draws the text when it changed from outside (undo, a merge) or a claim it shows changed its
  // value; the caret stays where it was, or goes to the end of what changed.
  const key = keyOf(value, claims);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || shown.current?.key === key) return;
    const focused = el.ownerDocument.activeElement === el;
    const before = shown.current?.text;
    const selection = focused && before === value ? selectionIn(el) : undefined;
    renderClaimText(el, value, claims);
    shown.current = { text: value, key };
    if (!focused) return;
    if (selection) return selectIn(el, selection.start, selection.end);
    const old = before ?? '';
    let at = 0;
    while (at < old.length && at < value.length && old[at] === value[at]) at++;
    selectIn(el, Math.min(value.length, at + Math.max(0, value.length - old.length)));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const commit = () => {
    const el = box.current;
    if (!el) return;
    const text = serialiseClaimText(el);
    if (text === shown.current?.text) return;
    shown.current = { text, key: keyOf(text, claims) };
    onChange(text);
  };

  const replace = (text: string, start: number, end = start) => {
    const el = box.current;
    if (!el) return;
    renderClaimText(el, text, claims);
    shown.current = { text, key: keyOf(text, claims) };
    el.focus();
    selectIn(el, start, end);
    lastSelection.current = { start, end };
    onChange(text);
  };

  useImperativeHandle(ref, () => ({
    selection: () => (box.current && selectionIn(box.current)) ?? lastSelection.current,
    replace,
    focus: () => box.current?.focus(),
  }));

  // The Insert-a-claim picker puts {{claim}} where the caret was.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const onInsert = (event: Event) => {
      const snippet = (event as CustomEvent<string>).detail;
      const text = shown.current?.text ?? value;
      const { start, end } = lastSelection.current;
      replace(text.slice(0, start) + snippet + text.slice(end), start + snippet.length);
    };
    el.addEventListener(INSERT_EVENT, onInsert);
    return () => el.removeEventListener(INSERT_EVENT, onInsert);
  });

  const remember = () => {
    const at = box.current && selectionIn(box.current);
    if (at) lastSelection.current = at;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      event.stopPropagation();
      if (key === 'y' || event.shiftKey) onRedo?.();
      else onUndo?.();
      return;
    }
    if (event.key === 'Enter' && !multiline) event.preventDefault();
  };

  const used = claimsIn(value);
  const listId = `${id}__claims`;
  return (
    <>
      <div
        ref={box}
        id={id}
        role="textbox"
        tabIndex={props.disabled ? -1 : 0}
        contentEditable={props.disabled ? false : 'plaintext-only'}
        suppressContentEditableWarning
        data-claim-text=""
        aria-multiline={multiline || undefined}
        aria-labelledby={props.labelledBy}
        aria-describedby={[props.describedBy, used.length ? listId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={props.invalid || undefined}
        aria-required={props.required || undefined}
        aria-disabled={props.disabled || undefined}
        spellCheck
        className={`input claim-text${multiline ? ' claim-text--multi' : ''}${props.className ? ` ${props.className}` : ''}`}
        onInput={commit}
        onKeyDown={keyDown}
        onKeyUp={remember}
        onMouseUp={remember}
        onBlur={remember}
        onPaste={(event) => {
          // Pasted text arrives as plain words; a one-line box takes it on one line.
          event.preventDefault();
          const pasted = event.clipboardData.getData('text/plain');
          const text = multiline ? pasted.replace(/\r\n?/g, '\n') : pasted.replace(/\s*\r?\n\s*/g, ' ');
          const current = shown.current?.text ?? value;
          const { start, end } = (box.current && selectionIn(box.current)) ?? lastSelection.current;
          replace(current.slice(0, start) + text + current.slice(end), start + text.length);
        }}
        onClick={(event) => {
          const chip = (event.target as Element).closest(`[${CHIP}]`);
          if (chip && onOpenClaim) onOpenClaim(chip.getAttribute(CHIP)!);
        }}
      />
      {used.length > 0 && (
        <p className="claim-text__used" id={listId}>
          <span className="claim-text__used-label">Figures and facts here:</span>{' '}
          {used.map((claim) => (
            <button key={claim} type="button" className="claim-text__open" onClick={() => onOpenClaim?.(claim)} disabled={!onOpenClaim}>
              {claims.get(claim)?.value ?? claim}
              <span className="visually-hidden"> ({claimLabel(claim, claims.get(claim))}): open it to change it everywhere</span>
            </button>
          ))}
        </p>
      )}
    </>
  );
});
