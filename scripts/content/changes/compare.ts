/**
 * The difference between two versions of one file's data, walked with its schema: fields changed,
 * set or cleared; sections and list entries added, removed and moved, each named once.
 */
import { PLACE_SEPARATOR, shortened } from '../names.ts';
import type { Places } from '../places.ts';
import type { JsonSchema } from '../schemas.ts';
import { quote } from '../words.ts';
import type { LineOf } from './lines.ts';
import { matchLists, type ListItem } from './match.ts';
import { isBuildFilled, isMarkdown, shownValue, squash, summaryOf, textsOf } from './shown.ts';
import { changedParts } from './text-diff.ts';
import { textParts } from './text-parts.ts';
import type { Path, WordedChange } from './types.ts';

/** One version of the file: its data as readers see it (claims resolved), its places and lines. */
export interface Side {
  data: unknown;
  places: Places;
  lines: LineOf;
  /** Names the places Places knows nothing of (a blog post's article text). */
  extra?: (path: Path) => string[] | undefined;
}

export interface Walk {
  file: string;
  before: Side;
  after: Side;
  out: WordedChange[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same for a reader: texts compared with their white space squashed, groups field by field. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return squash(a) === squash(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return a === b;
}

const segmentsOf = (side: Side, path: Path): string[] => side.extra?.(path) ?? side.places.segments(path);

/** Records a change named at `path` of `side`; its line is in `lineSide` (the new text, but for a removal). */
function emit(w: Walk, side: Side, path: Path, change: Omit<WordedChange, 'file' | 'path' | 'place' | 'where'>, place = segmentsOf(side, path), textLine?: number, lineAt?: { side: Side; path: Path }): void {
  const line = (lineAt?.side ?? side).lines(lineAt?.path ?? path, textLine);
  w.out.push({ file: w.file, path, place, where: place.join(PLACE_SEPARATOR), ...change, ...(line !== undefined && { line }) });
}

/** What is known about the field at a path: its shape and whether the build fills it. */
function fieldAt(side: Side, path: Path): { shape?: JsonSchema; filled: boolean } {
  const shape = side.places.shape(path);
  return { shape, filled: isBuildFilled(shape, side.places.description(path)) };
}

/** Compares one value in both versions; `pathB` and `pathA` differ once list entries have moved. */
export function compareValue(w: Walk, b: unknown, a: unknown, pathB: Path, pathA: Path): void {
  if (sameValue(b, a)) return;
  const field = a === undefined ? fieldAt(w.before, pathB) : fieldAt(w.after, pathA);
  if (field.filled || field.shape?.const !== undefined) return;
  // A field left out reads as its default (a switch as off): setting it is a change from that.
  const fallback = field.shape?.default ?? (field.shape?.type === 'boolean' ? false : undefined);
  if (fallback !== undefined && (b === undefined || a === undefined)) return compareValue(w, b ?? fallback, a ?? fallback, pathB, pathA);
  if (b === undefined || b === null) return emit(w, w.after, pathA, { kind: 'added', after: shownValue(a, field.shape) ?? summaryOf(a) });
  if (a === undefined || a === null) return emit(w, w.before, pathB, { kind: 'removed', before: shownValue(b, field.shape) ?? summaryOf(b) });
  if (Array.isArray(b) && Array.isArray(a)) return compareLists(w, b, a, pathB, pathA);
  if (isObject(b) && isObject(a)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) compareValue(w, b[key], a[key], [...pathB, key], [...pathA, key]);
    return;
  }
  if (typeof b === 'string' && typeof a === 'string' && isMarkdown(field.shape)) return compareText(w, b, a, pathB, pathA);
  const [shownB, shownA] = [shownValue(b, field.shape) ?? summaryOf(b), shownValue(a, field.shape) ?? summaryOf(a)];
  if (typeof b === 'string' && typeof a === 'string' && shownB?.startsWith('"') && shownA?.startsWith('"')) {
    const parts = changedParts(squash(b), squash(a));
    return emit(w, w.after, pathA, { kind: 'changed', before: quote(parts.before), after: quote(parts.after) });
  }
  emit(w, w.after, pathA, { kind: 'changed', before: shownB, after: shownA });
}

const isPageBlocks = (w: Walk, path: Path) => path.length === 1 && path[0] === 'blocks' && w.after.places.steps(['blocks', 0])[0]?.kind === 'block';

/** The name a section goes by (the last part of its place). */
const sectionName = (side: Side, i: number) => side.places.segments(['blocks', i]).at(-1)!;

/** Entries matched by content, then each addition, removal and move named once, in the new order. */
function compareLists(w: Walk, b: unknown[], a: unknown[], pathB: Path, pathA: Path): void {
  const blocks = isPageBlocks(w, pathA);
  const item = (v: unknown): ListItem => ({ text: textsOf(v).join(' '), kind: blocks && isObject(v) ? String(v.type) : isObject(v) ? 'group' : typeof v });
  const match = matchLists(b.map(item), a.map(item));
  const noun = blocks ? 'section' : 'entry';
  // Each step runs in the order of the new list; a removal goes where the entry used to be.
  const steps: { at: number; run: () => void }[] = [];
  const newIndexOf = (i: number) => match.pairs.filter(([bi]) => bi < i).reduce((at, [, aj]) => Math.max(at, aj), -1);
  const after = (j: number) => (j === 0 ? 'at the top' : `after ${quote(sectionName(w.after, j - 1))}`);
  for (const i of match.removed) {
    steps.push({ at: newIndexOf(i) + 0.5, run: () => emit(w, w.before, [...pathB, i], { kind: 'removed', noun, ...(!blocks && { before: summaryOf(b[i]) }) }) });
  }
  for (const j of match.added) {
    steps.push({ at: j, run: () => emit(w, w.after, [...pathA, j], { kind: 'added', noun, ...(blocks ? { position: after(j) } : { after: summaryOf(a[j]) }) }) });
  }
  const moved = new Set(match.moved);
  for (const pair of match.pairs) {
    const [i, j] = pair;
    steps.push({
      at: j,
      run: () => {
        if (moved.has(pair)) {
          const position = blocks ? (j === 0 ? 'to the top' : `${j < i ? 'up' : 'down'}, now ${after(j)}`) : `${j < i ? 'up' : 'down'} to ${j + 1}`;
          // Named where it was ("Card 2 moved up to 1"), found at its new line.
          const place = segmentsOf(w.before, [...pathB, i]);
          emit(w, w.before, [...pathB, i], { kind: 'moved', noun, position, ...(!blocks && { after: summaryOf(a[j]) }) }, place, undefined, { side: w.after, path: [...pathA, j] });
        }
        compareValue(w, b[i], a[j], [...pathB, i], [...pathA, j]);
      },
    });
  }
  steps.sort((x, y) => x.at - y.at).forEach((s) => s.run());
}

/** A Markdown text part by part (paragraphs, headings, lists), each shown as its plain words. */
export function compareText(w: Walk, b: string, a: string, pathB: Path, pathA: Path): void {
  const [partsB, partsA] = [textParts(b), textParts(a)];
  const match = matchLists(
    partsB.map((p) => ({ text: p.written, kind: p.kind })),
    partsA.map((p) => ({ text: p.written, kind: p.kind })),
  );
  const place = (side: Side, path: Path, name: string) => [...segmentsOf(side, path), name];
  const steps: { at: number; run: () => void }[] = [];
  for (const i of match.removed) {
    const part = partsB[i]!;
    steps.push({ at: i - 0.5, run: () => emit(w, w.before, pathB, { kind: 'removed', noun: 'entry', before: summaryOf(part.text) }, place(w.before, pathB, part.name), part.line) });
  }
  for (const j of match.added) {
    const part = partsA[j]!;
    steps.push({ at: j, run: () => emit(w, w.after, pathA, { kind: 'added', noun: 'entry', after: summaryOf(part.text) }, place(w.after, pathA, part.name), part.line) });
  }
  const moved = new Set(match.moved);
  for (const pair of match.pairs) {
    const [i, j] = pair;
    const [pb, pa] = [partsB[i]!, partsA[j]!];
    steps.push({
      at: j,
      run: () => {
        if (moved.has(pair)) emit(w, w.after, pathA, { kind: 'moved', noun: 'entry', position: `${j < i ? 'up' : 'down'} to ${pa.name.split(' ').at(-1)}`, after: summaryOf(pa.text) }, place(w.before, pathB, pb.name), pa.line);
        if (pb.written === pa.written) return;
        // Only marks or a link's address changed: the words are the same, the look or the link is not.
        if (pb.text === pa.text) {
          const words = quote(shortened(pa.text, 60));
          return emit(w, w.after, pathA, { kind: 'changed', before: words, after: `${words} (formatting or a link changed)` }, place(w.after, pathA, pa.name), pa.line);
        }
        const parts = changedParts(pb.text, pa.text);
        emit(w, w.after, pathA, { kind: 'changed', before: quote(parts.before), after: quote(parts.after) }, place(w.after, pathA, pa.name), pa.line);
      },
    });
  }
  steps.sort((x, y) => x.at - y.at).forEach((s) => s.run());
}
