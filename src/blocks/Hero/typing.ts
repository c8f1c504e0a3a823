/** Spec timings (section 9): typing 55 ms a character, a 2.2 s pause, deleting 33 ms a character, 7.5 s a message. */
export const TIMING = { type: 55, hold: 2200, erase: 33, slot: 7500 } as const;

export type Phase = 'typing' | 'holding' | 'deleting' | 'waiting';

export interface TypingState {
  index: number;
  /** How many characters of the message are on screen. */
  chars: number;
  phase: Phase;
}

/** Where the rotation starts: the first message in full, exactly as prerendered. */
export const initialState = (messages: readonly string[]): TypingState => ({ index: 0, chars: messages[0]?.length ?? 0, phase: 'holding' });

/**
 * The next step of the rotation and how long the current one stays on screen. A message takes 7.5 s
 * in all: typed, held, deleted, then a short empty beat (a very long message simply takes longer).
 * With reduced motion each message appears whole for 7.5 s.
 */
export function advance(state: TypingState, messages: readonly string[], reducedMotion = false): { next: TypingState; delay: number } {
  const length = messages[state.index]?.length ?? 0;
  const following = (state.index + 1) % messages.length;
  if (reducedMotion) {
    return { next: { index: following, chars: messages[following]?.length ?? 0, phase: 'holding' }, delay: TIMING.slot };
  }
  switch (state.phase) {
    case 'typing':
      return { next: { ...state, chars: state.chars + 1, phase: state.chars + 1 >= length ? 'holding' : 'typing' }, delay: TIMING.type };
    case 'holding':
      return { next: { ...state, phase: 'deleting' }, delay: TIMING.hold };
    case 'deleting':
      return { next: { ...state, chars: state.chars - 1, phase: state.chars - 1 <= 0 ? 'waiting' : 'deleting' }, delay: TIMING.erase };
    case 'waiting': {
      const busy = length * (TIMING.type + TIMING.erase) + TIMING.hold;
      return { next: { index: following, chars: 0, phase: 'typing' }, delay: Math.max(0, TIMING.slot - busy) };
    }
  }
}
