import { diffWordsWithSpace } from 'diff';

/** Words with the space after them: joining them gives the text back. */
const tokens = (text: string): string[] => text.match(/\s*\S+\s*|\s+/g) ?? [];

/** Fewer words than this are never left out: "…" must save more than it costs. */
const MIN_LEFT_OUT = 3;

interface Run {
  same: boolean;
  before: string;
  after: string;
}

/**
 * The word diff as runs of same and changed text (a removal next to an addition is one change).
 * Spaces count as words here: the plain word diff may drop a space of the old text.
 */
function runsOf(before: string, after: string): Run[] {
  const runs: Run[] = [];
  for (const part of diffWordsWithSpace(before, after)) {
    const same = !part.added && !part.removed;
    const last = runs.at(-1);
    if (last && !same && !last.same) {
      if (part.added) last.after += part.value;
      else last.before += part.value;
    } else runs.push({ same, before: part.added ? '' : part.value, after: part.removed ? '' : part.value });
  }
  return runs;
}

/** A run of unchanged words kept only `context` words deep beside each change. */
function trimSame(text: string, first: boolean, last: boolean, context: number): string {
  const words = tokens(text);
  if (first && last) return text;
  if (first) return words.length - context >= MIN_LEFT_OUT ? `…${words.slice(-context).join('').trimStart()}` : text;
  if (last) return words.length - context >= MIN_LEFT_OUT ? `${words.slice(0, context).join('').trimEnd()}…` : text;
  if (words.length - 2 * context < MIN_LEFT_OUT) return text;
  return `${words.slice(0, context).join('').trimEnd()} … ${words.slice(-context).join('').trimStart()}`;
}

/**
 * Two versions of a text cut to what changed, a few words around each change and "…" for the
 * rest: "Custom AI systems that grow your business" → "Custom AI systems that grow your revenue"
 * reads "…grow your business" → "…grow your revenue". Short texts stay whole.
 */
export function changedParts(before: string, after: string, context = 2): { before: string; after: string } {
  const runs = runsOf(before, after);
  if (!runs.some((r) => r.same)) return { before, after };
  let b = '';
  let a = '';
  runs.forEach((run, i) => {
    if (!run.same) {
      b += run.before;
      a += run.after;
      return;
    }
    const kept = trimSame(run.before, i === 0, i === runs.length - 1, context);
    b += kept;
    a += kept;
  });
  return { before: b.trim(), after: a.trim() };
}
