/**
 * Which entry of a list became which: by content, not only by position, so that a card moved,
 * added or removed is named once instead of as every field of every card after it changing.
 */

export interface ListItem {
  /** What the entry says, as a reader sees it: compared for sameness and likeness. */
  text: string;
  /** Entries of different kinds never match (a hero section never becomes a card grid). */
  kind?: string;
}

export interface ListMatch {
  /** Index in the old list → index in the new list, for every entry found in both. */
  pairs: [number, number][];
  /** Old entries found nowhere in the new list. */
  removed: number[];
  /** New entries found nowhere in the old list. */
  added: number[];
  /** Pairs whose entry changed place relative to the others (a subset of `pairs`). */
  moved: [number, number][];
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]+/gu) ?? [];

/** How alike two texts are, 0 to 1: the share of words they have in common (Dice). */
export function likeness(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (!wa.length && !wb.length) return 1;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wb) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common++;
      counts.set(w, n - 1);
    }
  }
  return (2 * common) / (wa.length + wb.length);
}

/** Below this an edited entry is taken for another one (removed, and a new one added). */
export const ALIKE = 0.5;

/**
 * The longest run of pairs whose new places keep their old order; the others moved. Where two
 * runs are as long, the earlier entries stay, so a swap reads "Card 2 moved up to 1".
 */
function stayedInOrder(pairs: [number, number][]): Set<[number, number]> {
  // Read from the end, the run is the longest with falling new places; ties then keep earlier entries.
  const sorted = [...pairs].sort((x, y) => y[0] - x[0]);
  const key = (i: number) => -sorted[i]![1];
  const tails: number[] = [];
  const prev: number[] = [];
  sorted.forEach((_, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (key(tails[mid]!) < key(i)) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const kept = new Set<[number, number]>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = prev[i]!) kept.add(sorted[i]!);
  return kept;
}

/**
 * Matches two versions of a list: identical entries first (wherever they went), then the most
 * alike ones of the same kind, then, between the same unmoved neighbours, entries rewritten in
 * place. What is left was removed or added.
 */
export function matchLists(before: readonly ListItem[], after: readonly ListItem[]): ListMatch {
  const pairs: [number, number][] = [];
  const usedB = new Set<number>();
  const usedA = new Set<number>();
  const take = (i: number, j: number) => {
    pairs.push([i, j]);
    usedB.add(i);
    usedA.add(j);
  };
  const sameKind = (i: number, j: number) => (before[i]!.kind ?? '') === (after[j]!.kind ?? '');

  // Identical entries, nearest first, so repeated texts pair up in order.
  after.forEach((item, j) => {
    const candidates = before.map((_, i) => i).filter((i) => !usedB.has(i) && sameKind(i, j) && before[i]!.text === item.text);
    if (candidates.length) take(candidates.reduce((best, i) => (Math.abs(i - j) < Math.abs(best - j) ? i : best)), j);
  });

  // Edited entries: the most alike pair first.
  const scored: { i: number; j: number; score: number }[] = [];
  before.forEach((b, i) => {
    if (usedB.has(i)) return;
    after.forEach((a, j) => {
      if (usedA.has(j) || !sameKind(i, j)) return;
      const score = likeness(b.text, a.text);
      if (score >= ALIKE) scored.push({ i, j, score });
    });
  });
  scored.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j));
  for (const { i, j } of scored) if (!usedB.has(i) && !usedA.has(j)) take(i, j);

  // Rewritten in place: the leftovers between the same two unmoved neighbours, in order.
  const anchors = [...stayedInOrder(pairs)].sort((x, y) => x[0] - y[0]);
  const bounds: [number, number][] = [[-1, -1], ...anchors, [before.length, after.length]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [b0, a0] = bounds[k]!;
    const [b1, a1] = bounds[k + 1]!;
    const leftB = range(b0 + 1, b1).filter((i) => !usedB.has(i));
    const leftA = range(a0 + 1, a1).filter((j) => !usedA.has(j));
    for (let n = 0; n < Math.min(leftB.length, leftA.length); n++) {
      if (sameKind(leftB[n]!, leftA[n]!)) take(leftB[n]!, leftA[n]!);
    }
  }

  const kept = stayedInOrder(pairs);
  pairs.sort((x, y) => x[1] - y[1]);
  return {
    pairs,
    removed: range(0, before.length).filter((i) => !usedB.has(i)),
    added: range(0, after.length).filter((j) => !usedA.has(j)),
    moved: pairs.filter((p) => !kept.has(p)),
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
