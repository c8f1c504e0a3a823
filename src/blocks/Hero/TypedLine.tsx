import { useState } from 'react';
import { useTypedRotation } from './useTypedRotation.ts';

/**
 * The typed rotating line under the headline. Screen readers get each whole message from a hidden
 * copy (no live region, so nothing is announced letter by letter); the typed letters are hidden from
 * them. An invisible copy of the longest message reserves the height so nothing below jumps.
 */
export function TypedLine({ messages }: { messages: readonly string[] }) {
  const [paused, setPaused] = useState(false);
  const { index, chars } = useTypedRotation(messages, paused);
  const message = messages[index] ?? '';
  const longest = messages.reduce((a, b) => (b.length > a.length ? b : a), '');
  return (
    <div className="hero__typed">
      <p className="hero__rotating">
        <span className="visually-hidden">{message}</span>
        <span className="hero__stack" aria-hidden="true">
          <span className="hero__sizer">{longest}</span>
          <span className="hero__typing" data-testid="typed-headline">
            {message.slice(0, chars)}
            <span className="hero__caret" />
          </span>
        </span>
      </p>
      {messages.length > 1 && (
        <button type="button" className="hero__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)} title="Pause or play the headline animation">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1.5h2.8v11H3zM8.2 1.5H11v11H8.2z" fill="currentColor" />}
          </svg>
          <span className="visually-hidden">Pause headline animation</span>
        </button>
      )}
    </div>
  );
}
