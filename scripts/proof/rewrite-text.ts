import { between, pick, randomFor } from './random.ts';

/** A claim used in text (`{{data-rows}}`): an opaque name, never copy. */
export const CLAIM_TOKEN = /\{\{[^{}]*\}\}/u;

const WORD_OR_DIGITS = /[\p{L}\p{M}]+|\d+/gu;
const CONSONANTS = [...'bcdfghjklmnprstvz'];
const VOWELS = [...'aeiou'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const ATTEMPTS = 2000;

/** Every lower-cased word of a text, for the vocabulary invented words must avoid. */
export const wordsOf = (text: string): string[] => (text.match(/[\p{L}\p{M}]+/gu) ?? []).map((w) => w.toLowerCase());

export interface NumberBounds {
  minimum?: number;
  maximum?: number;
  integer?: boolean;
}

export interface TextRewriter {
  /**
   * The text with every word and every run of digits replaced, lengths and capitals kept, so
   * limits and uniqueness still hold. Claim tokens and whatever `keep` matches stay as they are.
   */
  text(value: string, keep?: RegExp): string;
  /** Another run of the same number of digits (a leading zero stays a leading zero). */
  digits(run: string): string;
  /** Another figure with as many digits, inside the bounds; `key` says which figure it is. */
  figure(value: number, bounds: NumberBounds, key: string): number;
}

/** Copies the capitals of `model` onto `word` letter by letter (both are the same length). */
function withCapitals(model: string, word: string): string {
  const shape = Array.from(model);
  return Array.from(word)
    .map((ch, i) => {
      const m = shape[i] ?? '';
      return m !== m.toLowerCase() ? ch.toUpperCase() : ch;
    })
    .join('');
}

/**
 * A deterministic rewriter: the same seed maps the same word to the same invented word everywhere
 * (so "Blog" in the menu and "Blog" in the footer still match), different words to different
 * invented words (so unique titles stay unique), and never to a word of three or more letters in
 * `vocabulary` (so no word of the original copy survives by chance).
 */
export function createTextRewriter(seed: string, vocabulary: ReadonlySet<string> = new Set()): TextRewriter {
  const words = new Map<string, string>();
  const usedWords = new Set<string>();
  const runs = new Map<string, string>();
  const usedRuns = new Set<string>();
  const single = singleDigits(seed);

  function invent(lower: string): string {
    const length = Array.from(lower).length;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const random = randomFor(seed, `word:${lower}:${attempt}`);
      let vowel = random() < 0.4;
      let out = '';
      for (let i = 0; i < length; i++) {
        out += length === 1 ? pick(random, LETTERS) : pick(random, vowel ? VOWELS : CONSONANTS);
        vowel = !vowel;
      }
      // One- and two-letter words are too few to also avoid every short word of the copy.
      if (out !== lower && !usedWords.has(out) && (length < 3 || !vocabulary.has(out))) return out;
    }
    throw new Error(`No unused ${length}-letter word is left to replace "${lower}"`);
  }

  function word(original: string): string {
    const lower = original.toLowerCase();
    let out = words.get(lower);
    if (!out) {
      out = invent(lower);
      words.set(lower, out);
      usedWords.add(out);
    }
    return withCapitals(original, out);
  }

  function digits(run: string): string {
    if (run.length === 1) return single[Number(run)]!;
    const known = runs.get(run);
    if (known) return known;
    const zeros = /^0*/.exec(run)![0].length;
    if (zeros === run.length) return run;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const random = randomFor(seed, `digits:${run}:${attempt}`);
      let out = '0'.repeat(zeros) + between(random, 1, 9);
      while (out.length < run.length) out += between(random, 0, 9);
      if (out !== run && !usedRuns.has(out)) {
        runs.set(run, out);
        usedRuns.add(out);
        return out;
      }
    }
    throw new Error(`No unused ${run.length}-digit number is left to replace ${run}`);
  }

  return {
    text(value, keep) {
      const kept = new RegExp(keep ? `${CLAIM_TOKEN.source}|${keep.source}` : CLAIM_TOKEN.source, 'gu');
      let out = '';
      let last = 0;
      const rewrite = (part: string) => part.replace(WORD_OR_DIGITS, (m) => (/^\d/.test(m) ? digits(m) : word(m)));
      for (const match of value.matchAll(kept)) {
        out += rewrite(value.slice(last, match.index)) + match[0];
        last = match.index + match[0].length;
      }
      return out + rewrite(value.slice(last));
    },
    digits,
    figure(value, bounds, key) {
      const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
      const integer = bounds.integer || !fraction;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const random = randomFor(seed, `figure:${key}:${value}:${attempt}`);
        let out = String(whole.length === 1 ? between(random, value >= 1 ? 1 : 0, 9) : between(random, 10 ** (whole.length - 1), 10 ** whole.length - 1));
        if (!integer) out += `.${Array.from(fraction, (_, i) => between(random, i === fraction.length - 1 ? 1 : 0, 9)).join('')}`;
        const n = Number(out) * Math.sign(value || 1);
        if (n !== value && (bounds.minimum === undefined || n >= bounds.minimum) && (bounds.maximum === undefined || n <= bounds.maximum)) return n;
      }
      throw new Error(`No other figure fits between ${bounds.minimum ?? '-∞'} and ${bounds.maximum ?? '∞'} to replace ${value}`);
    },
  };
}

/** One digit to another, every digit changed and no two alike (a seeded derangement of 0-9). */
function singleDigits(seed: string): string[] {
  for (let attempt = 0; ; attempt++) {
    const random = randomFor(seed, `single-digits:${attempt}`);
    const order = [...'0123456789'];
    for (let i = order.length - 1; i > 0; i--) {
      const j = between(random, 0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (order.every((d, i) => d !== String(i))) return order;
  }
}
