import { dataStrings } from '../checks/walk.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { Claim } from './claims-file.ts';
import { LaterUse, UsePositions } from './later-uses.ts';
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
  const positions = new UsePositions(source.file, source.text, lineOffset);
  const valueOf = (id: string) => claims.get(id)?.value;
  for (const { path, value, refs } of named) {
    if (strayBraces(value, refs) !== undefined || refs.some((ref) => !claims.has(ref.id))) return undefined;
    changes.push({ path, value: resolveReferences(value, refs, valueOf) });
    refs.forEach((ref, k) => uses.push(new LaterUse(ref.id, source.file, path, k, positions)));
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
