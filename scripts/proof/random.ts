import { createHash } from 'node:crypto';

/** A random number source in [0, 1). */
export type Random = () => number;

/**
 * A seeded random source for one decision (mulberry32 over a sha256 of seed and key), so every
 * rewritten value depends only on the seed and what is rewritten, never on the order files are read.
 */
export function randomFor(seed: string, key: string): Random {
  let state = createHash('sha256').update(`${seed}\u0000${key}`).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
