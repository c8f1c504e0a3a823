import { dataStrings } from '../checks/walk.ts';
import { nodeAtPath, parseYamlSource, type YamlSource } from '../yaml-source.ts';
import type { Claim } from './claims-file.ts';
import { idsBySection, isFigureLike, suggestable, wholeToken } from './literals.ts';
import type { ClaimUse } from './resolve.ts';
import { findReferences, hasClaimSyntax, resolveReferences, strayBraces } from './syntax.ts';

type Path = (string | number)[];

/**
 * Whether a value starts with {{ without quotes: only the full parse can say which line to fix. What
 * /(?:^|[:[,{-])[ \t]*\{\{/m finds, looked for from each {{ backwards: that expression tried every place in the
 * text, 25-30 µs a page of 13 KB (a quarter of a second at 10,000 pages).
 */
export function hasBareValue(text: string): boolean {
  for (let at = text.indexOf('{{'); at >= 0; at = text.indexOf('{{', at + 1)) {
    let before = at - 1;
    while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
    if (before < 0 || ':[,{-\n\r\u2028\u2029'.includes(text[before]!)) return true;
  }
  return false;
}

type Position = { line: number; col: number };

/**
 * Line and column of each claim reference in one file, worked out with a single full parse when
 * the first of them is asked for (a report, a stale figure). Until then only the file's text is
 * held, never its parsed data or documents, and afterwards only the numbers: a use is kept for the
 * whole build, so holding the file here would keep every page of the site in memory.
 */
function lazyPositions(file: string, text: string, lineOffset: number) {
  const wanted: { path: Path; k: number }[] = [];
  let known: Position[] | undefined;
  let source: string | undefined = text;
  const all = (): Position[] => {
    if (!known) {
      const parsed = parseYamlSource(file, source!);
      known = wanted.map(({ path, k }) => {
        const { node } = nodeAtPath(parsed, path);
        const [start = 0, end = start] = node?.range ?? [];
        const offset = start + (findReferences(parsed.text.slice(start, end))[k]?.start ?? 0);
        const { line, col } = parsed.lines.linePos(offset);
        return { line: line + lineOffset, col };
      });
      source = undefined;
    }
    return known;
  };
  return (path: Path, k: number): (() => Position) => {
    const index = wanted.push({ path, k }) - 1;
    return () => all()[index]!;
  };
}

// A symbol, which JSON and Object.keys leave out. A WeakMap from each use cost about 1 µs more a use (150,000-250,000
// uses at 10,000 pages), and the garbage collector's work on a WeakMap of that size.
const REFERENCE_INDEX = Symbol('which reference of its value');

/**
 * A use whose line is found when asked. A class, not an object literal with getters (each one's own
 * closures): made as literals, the uses of 10,000 pages kept their pages' data alive through many of
 * the main thread's young-generation collections (measured: docs/performance.md).
 */
class ClaimUseLater implements ClaimUse {
  readonly [REFERENCE_INDEX]: number;
  constructor(
    readonly id: string,
    readonly file: string,
    readonly path: Path,
    k: number,
    private readonly position: () => Position,
  ) {
    this[REFERENCE_INDEX] = k;
  }

  get line(): number {
    return this.position().line;
  }

  get col(): number {
    return this.position().col;
  }

  /** As the object it replaced wrote itself: its line and column with it. */
  toJSON(): ClaimUse {
    return { id: this.id, file: this.file, path: this.path, line: this.line, col: this.col };
  }
}

/** For a use whose line is found when asked: which reference of its value it is (0 for the first). */
export const referenceIndexOf = (use: ClaimUse): number | undefined => (use as ClaimUse & { [REFERENCE_INDEX]?: number })[REFERENCE_INDEX];

type Tree = Record<string | number, unknown>;
const shallowCopy = (value: unknown): Tree => (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Tree) }) as Tree;

/**
 * The data with each change made, the original untouched (the Studio resolves a cached file again
 * when claims change). Only the objects on the way to a change are copied; everything else is
 * shared, so a page holds one copy of its data, not two.
 */
function withChanges(data: unknown, changes: { path: Path; value: unknown }[]): unknown {
  const copies = new Set<unknown>();
  const root = shallowCopy(data);
  copies.add(root);
  for (const { path, value } of changes) {
    let parent = root;
    for (const step of path.slice(0, -1)) {
      let child = parent[step];
      if (!copies.has(child)) {
        child = shallowCopy(child);
        copies.add(child);
        parent[step] = child;
      }
      parent = child as Tree;
    }
    parent[path[path.length - 1]!] = value;
  }
  return root;
}

/**
 * Claims resolved on the quick reader's data, so the thousandth page is never parsed with
 * positions: the uses' lines are worked out only when something asks (a report, a stale figure).
 * Undefined when the file needs the full path (resolve.ts): a value starting with a bare {{, an
 * unknown id, unpaired braces, or a figure written out that a claim holds; each of those is a
 * message that must point at its line.
 */
export function resolveOnData(
  source: YamlSource,
  claims: ReadonlyMap<string, Claim>,
  figures: readonly ClaimFigure[],
  lineOffset = 0,
): DataResolution | undefined {
  // The Studio checks every keystroke against the same cached files: each is resolved once per claims file.
  const held = source as YamlSource & { [RESOLVED]?: Resolved };
  const known = held[RESOLVED];
  if (known?.claims === claims && known.lineOffset === lineOffset) return known.result;
  const result = resolveFresh(source, claims, figures, lineOffset);
  held[RESOLVED] = { claims, lineOffset, result };
  return result;
}

type DataResolution = { data: unknown; uses: ClaimUse[] };
type Resolved = { claims: ReadonlyMap<string, Claim>; lineOffset: number; result: DataResolution | undefined };
// Kept on the source itself: in a WeakMap from each source, every page's data lived on through the main
// thread's young-generation collections at 10,000 pages (measured: docs/performance.md).
const RESOLVED = Symbol('claims resolved on the data');

function resolveFresh(source: YamlSource, claims: ReadonlyMap<string, Claim>, figures: readonly ClaimFigure[], lineOffset: number): DataResolution | undefined {
  const quick = source.quick;
  if (!quick || hasBareValue(source.text)) return undefined;
  // Only the values that name a claim, and below those that may hold a figure, are taken with their paths.
  // Each value's references are found once, for the sections' ids, the check and the change.
  const named = dataStrings(quick.data, hasClaimSyntax).map(({ path, value }) => ({ path, value, refs: findReferences(value) }));
  const usedIn = idsBySection(named.flatMap(({ path, refs }) => refs.map((ref) => ({ id: ref.id, path }))));
  // The figures literalFigures would warn about here: then the file takes the full parse, with positions.
  const present = figures.filter(({ value }) => source.text.includes(value));
  if (present.length) {
    for (const { path, value } of dataStrings(quick.data, (v) => /\d|@/.test(v))) {
      const words = value.replace(/\{\{[^{}]*\}\}/g, ' ');
      if (present.some((f) => words.includes(f.value) && suggestable(f.value, f.ids, usedIn, path).length && wholeToken(f.value).test(words))) return undefined;
    }
  }
  const changes: { path: Path; value: string }[] = [];
  const uses: ClaimUse[] = [];
  const positionOf = lazyPositions(source.file, source.text, lineOffset);
  const valueOf = (id: string) => claims.get(id)?.value;
  for (const { path, value, refs } of named) {
    if (strayBraces(value, refs) !== undefined || refs.some((ref) => !claims.has(ref.id))) return undefined;
    changes.push({ path, value: resolveReferences(value, refs, valueOf) });
    refs.forEach((ref, k) => uses.push(new ClaimUseLater(ref.id, source.file, path, k, positionOf(path, k))));
  }
  if (!changes.length) return { data: quick.data, uses };
  return { data: withChanges(quick.data, changes), uses };
}

/** A value that reads as a figure, and the claims that hold it. */
export interface ClaimFigure {
  value: string;
  ids: string[];
}

/** The figures a page might write out instead of naming their claim (see literals.ts). */
export function figureValues(claims: ReadonlyMap<string, Claim>): ClaimFigure[] {
  const byValue = new Map<string, string[]>();
  for (const claim of claims.values()) {
    const value = String(claim.value).trim();
    if (isFigureLike(value)) byValue.set(value, [...(byValue.get(value) ?? []), claim.id]);
  }
  return [...byValue].map(([value, ids]) => ({ value, ids }));
}
