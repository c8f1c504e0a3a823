import { describe, expect, it } from 'vitest';
import { Echoes } from './echoes.ts';

/** The box told the form each value in turn (as typing does). */
const told = (...values: string[]): Echoes => {
  const echoes = new Echoes();
  for (const v of values) echoes.tell(v);
  return echoes;
};

describe('a formatted text tells its own values coming back from outside changes', () => {
  it('keeps what was typed when the form hands back an older value after a newer one, while the person types', () => {
    const echoes = told('- T', '- Tw');
    expect(echoes.isEcho('- T', true)).toBe(true);
    echoes.settled(); // '- Tw' came back: the form holds what the box holds
    // A parent one change behind: the older value again, then the newer.
    expect(echoes.isEcho('- T', true)).toBe(true);
    echoes.settled();
    echoes.tell('- Two');
    expect(echoes.isEcho('- Tw', true)).toBe(true);
  });

  it('takes late echoes in order when the box has no focus, and a value already back is from outside', () => {
    const echoes = told('A', 'AB', 'ABC');
    expect(echoes.isEcho('A', false)).toBe(true);
    expect(echoes.isEcho('AB', false)).toBe(true);
    expect(echoes.isEcho('A', false)).toBe(false);
  });

  it('loads an undo from the top bar to a value typed earlier', () => {
    const echoes = told('A', 'AB');
    echoes.settled();
    expect(echoes.isEcho('A', false)).toBe(false);
  });

  it('loads what undo or redo asked for in the box brings, even a value it told', () => {
    const echoes = told('A', 'AB');
    echoes.settled();
    echoes.ask();
    expect(echoes.isEcho('A', true)).toBe(false);
    // After the load, only what the box tells from then on is its own.
    expect(echoes.isEcho('AB', true)).toBe(false);
    echoes.tell('AC');
    expect(echoes.isEcho('AC', true)).toBe(true);
  });

  it('loads a value it never told (a merge) and forgets the rest', () => {
    const echoes = told('A', 'AB');
    expect(echoes.isEcho('merged', true)).toBe(false);
    expect(echoes.isEcho('A', true)).toBe(false);
  });

  it('remembers only the last fifty values', () => {
    const echoes = told(...Array.from({ length: 60 }, (_, i) => `v${i}`));
    echoes.settled();
    expect(echoes.isEcho('v10', true)).toBe(true);
    const more = told(...Array.from({ length: 60 }, (_, i) => `v${i}`));
    more.settled();
    expect(more.isEcho('v5', true)).toBe(false);
  });
});
