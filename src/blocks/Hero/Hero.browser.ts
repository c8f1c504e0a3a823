import type { HeroBlock } from '../../generated/content.ts';
import type { BlockScript } from '../registry.ts';
import { advance, initialState, type TypingState } from './typing.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Types the rotating line in the hero's prerendered markup (TypedLine.tsx): the typed letters, the
 * whole message for screen readers, and the pause button. The page shows the first message in full
 * until this starts. Pausing shows the current message whole and stops there until resumed.
 * Returns a function that stops it. No React: a built page runs this alone.
 */
export function startTypedLine(root: Element, messages: readonly string[]): () => void {
  const spoken = root.querySelector('.hero__rotating > .visually-hidden');
  const typed = root.querySelector('.hero__typed-text');
  const pause = root.querySelector<HTMLButtonElement>('.hero__pause');
  if (!spoken || !typed || messages.length < 2) return () => {};
  const reduced = window.matchMedia(REDUCED_MOTION).matches;
  let state: TypingState = initialState(messages);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (s: TypingState) => {
    const message = messages[s.index] ?? '';
    if (spoken.textContent !== message) spoken.textContent = message;
    typed.textContent = message.slice(0, s.chars);
  };
  const step = () => {
    const { next, delay } = advance(state, messages, reduced);
    timer = setTimeout(() => {
      state = next;
      show(state);
      step();
    }, delay);
  };
  const onPause = () => {
    const paused = pause!.getAttribute('aria-pressed') !== 'true';
    pause!.setAttribute('aria-pressed', String(paused));
    clearTimeout(timer);
    if (!paused) return step();
    state = { index: state.index, chars: messages[state.index]?.length ?? 0, phase: 'holding' };
    show(state);
  };
  pause?.addEventListener('click', onPause);
  step();
  return () => {
    clearTimeout(timer);
    pause?.removeEventListener('click', onPause);
  };
}

const start: BlockScript<HeroBlock> = (root, hero) => startTypedLine(root, hero.rotating ?? []);
export default start;
