import { useEffect, useRef, useState } from 'react';
import { advance, initialState, type TypingState } from './typing.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Drives the typed headline. The server and the first client render show the first message in full
 * (so hydration matches and the prerendered page reads well); the rotation starts in an effect.
 * Pausing shows the current message whole and stops there until resumed.
 */
export function useTypedRotation(messages: readonly string[], paused: boolean): TypingState {
  const [state, setState] = useState<TypingState>(() => initialState(messages));
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    if (messages.length < 2) return;
    if (paused) {
      const s = current.current;
      setState({ index: s.index, chars: messages[s.index]?.length ?? 0, phase: 'holding' });
      return;
    }
    const reduced = window.matchMedia(REDUCED_MOTION).matches;
    let timer: ReturnType<typeof setTimeout>;
    const step = (from: TypingState) => {
      const { next, delay } = advance(from, messages, reduced);
      timer = setTimeout(() => {
        setState(next);
        step(next);
      }, delay);
    };
    step(current.current);
    return () => clearTimeout(timer);
  }, [messages, paused]);

  return state;
}
