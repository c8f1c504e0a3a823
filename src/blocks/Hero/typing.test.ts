import { describe, expect, it } from 'vitest';
import { advance, initialState, TIMING, type TypingState } from './typing.ts';

const messages = ['Reply to each buyer', 'Book more calls', 'Save hours'];

/** Plays the rotation forward, collecting how long each message stays and what is on screen. */
function play(steps: number, reduced = false) {
  let state: TypingState = initialState(messages);
  let clock = 0;
  const frames: { at: number; text: string }[] = [{ at: 0, text: messages[0]! }];
  for (let i = 0; i < steps; i++) {
    const { next, delay } = advance(state, messages, reduced);
    clock += delay;
    state = next;
    frames.push({ at: clock, text: messages[state.index]!.slice(0, state.chars) });
  }
  return frames;
}

describe('typed headline rotation', () => {
  it('starts with the first message in full', () => {
    expect(initialState(messages)).toEqual({ index: 0, chars: messages[0]!.length, phase: 'holding' });
  });

  it('types at 55 ms a character, holds 2.2 s, deletes at 33 ms a character, each message taking 7.5 s', () => {
    const frames = play(400);
    const starts = frames.filter((f, i) => f.text.length === 1 && frames[i - 1]?.text === '').map((f) => f.at - TIMING.type);
    expect(starts.slice(1).map((s, i) => s - starts[i]!)).toEqual(Array(starts.length - 1).fill(7500));
    const second = messages[1]!;
    const typedAt = frames.find((f) => f.text === second)!.at;
    expect(typedAt - starts[0]!).toBe(second.length * 55);
    const deleting = frames.find((f) => f.at > typedAt && f.text === second.slice(0, -1))!.at;
    expect(deleting - typedAt).toBe(2200 + 33);
  });

  it('cycles endlessly through every message', () => {
    const shown = play(600).map((f) => f.text).filter((t) => messages.includes(t));
    const order = shown.filter((t, i) => t !== shown[i - 1]);
    expect(order.slice(0, 7)).toEqual([...messages, ...messages, messages[0]]);
  });

  it('shows each message whole for 7.5 s when motion is reduced', () => {
    const frames = play(4, true);
    expect(frames.map((f) => f.text)).toEqual([messages[0], messages[1], messages[2], messages[0], messages[1]]);
    expect(frames.map((f) => f.at)).toEqual([0, 7500, 15000, 22500, 30000]);
  });
});
