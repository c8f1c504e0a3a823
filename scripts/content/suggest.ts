/** Number of single-character edits (insert, delete, replace, swap) between two words. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The candidate a typo most likely meant, or undefined when nothing is close enough to be a
 * helpful guess (a wrong guess sends a non-developer the wrong way, so the bar is strict).
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = squash(word);
  if (!w) return undefined;
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const cs = squash(c);
    // Same letters in another case or spacing ("Title", "call_to_action") is the surest guess.
    const score = cs === w ? 0 : editDistance(w, cs);
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  // Short words are too close to everything: "/" is one letter from "/x" but nobody meant it.
  const allowed = w.length < 3 ? 0 : Math.max(1, Math.min(3, Math.floor(w.length / 3)));
  return bestScore <= allowed ? best : undefined;
}
