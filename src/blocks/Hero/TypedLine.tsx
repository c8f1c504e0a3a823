import { useEffect, useRef } from 'react';
import { startTypedLine } from './Hero.browser.ts';

/**
 * The typed rotating line under the headline. Screen readers get each whole message from a hidden
 * copy (no live region, so nothing is announced letter by letter); the typed letters are hidden from
 * them. An invisible copy of the longest message reserves the height so nothing below jumps. The
 * markup holds the first message in full; Hero.browser.ts types the rest (a built page runs it
 * without React, and here it runs in an effect).
 */
export function TypedLine({ messages }: { messages: readonly string[] }) {
  const root = useRef<HTMLDivElement>(null);
  const first = messages[0] ?? '';
  const longest = messages.reduce((a, b) => (b.length > a.length ? b : a), '');
  useEffect(() => (root.current ? startTypedLine(root.current, messages) : undefined), [messages]);
  return (
    <div ref={root} className="hero__typed">
      <p className="hero__rotating">
        <span className="visually-hidden">{first}</span>
        <span className="hero__stack" aria-hidden="true">
          <span className="hero__sizer">{longest}</span>
          <span className="hero__typing" data-testid="typed-headline">
            <span className="hero__typed-text">{first}</span>
            <span className="hero__caret" />
          </span>
        </span>
      </p>
      {messages.length > 1 && (
        <button type="button" className="hero__pause" aria-pressed="false" title="Pause or play the headline animation">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path className="hero__pause-play" d="M3 1.5v11l9-5.5z" fill="currentColor" />
            <path className="hero__pause-bars" d="M3 1.5h2.8v11H3zM8.2 1.5H11v11H8.2z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">Pause headline animation</span>
        </button>
      )}
    </div>
  );
}
