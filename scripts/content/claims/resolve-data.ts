import { dataStrings } from '../checks/walk.ts';
import { nodeAtPath, type YamlSource } from '../yaml-source.ts';
import type { Claim } from './claims-file.ts';
import { idsBySection, isFigureLike, suggestable, wholeToken } from './literals.ts';
import type { ClaimUse } from './resolve.ts';
import { findReferences, hasClaimSyntax, resolveText, strayBraces } from './syntax.ts';

type Path = (string | number)[];

/** A value that starts with {{ without quotes: only the full parse can say which line to fix. */
const BARE_VALUE = /(?:^|[:[,{-])[ \t]*\{\{/m;

/** Line and column of the k-th reference in the value at `path`, found with a full parse only when asked. */
function lazyPosition(source: YamlSource, path: Path, k: number, lineOffset: number): () => { line: number; col: number } {
  let known: { line: number; col: number } | undefined;
  return () => {
    if (!known) {
      const { node } = nodeAtPath(source, path);
      const [start = 0, end = start] = node?.range ?? [];
      const offset = start + (findReferences(source.text.slice(start, end))[k]?.start ?? 0);
      const { line, col } = source.lines.linePos(offset);
      known = { line: line + lineOffset, col };
    }
    return known;
  };
}

function setAt(data: unknown, path: Path, value: unknown): void {
  let parent = data as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
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
  const known = memo.get(source);
  if (known?.claims === claims && known.lineOffset === lineOffset) return known.result;
  const result = resolveFresh(source, claims, figures, lineOffset);
  memo.set(source, { claims, lineOffset, result });
  return result;
}

type DataResolution = { data: unknown; uses: ClaimUse[] };
const memo = new WeakMap<YamlSource, { claims: ReadonlyMap<string, Claim>; lineOffset: number; result: DataResolution | undefined }>();

function resolveFresh(source: YamlSource, claims: ReadonlyMap<string, Claim>, figures: readonly ClaimFigure[], lineOffset: number): DataResolution | undefined {
  const quick = source.quick;
  if (!quick || BARE_VALUE.test(source.text)) return undefined;
  const found = dataStrings(quick.data);
  const named = found.filter(({ value }) => hasClaimSyntax(value));
  const usedIn = idsBySection(named.flatMap(({ path, value }) => findReferences(value).map((ref) => ({ id: ref.id, path }))));
  // The figures literalFigures would warn about here: then the file takes the full parse, with positions.
  const present = figures.filter(({ value }) => source.text.includes(value));
  if (present.length) {
    for (const { path, value } of found) {
      if (!/\d|@/.test(value)) continue;
      const words = value.replace(/\{\{[^{}]*\}\}/g, ' ');
      if (present.some((f) => words.includes(f.value) && suggestable(f.value, f.ids, usedIn, path).length && wholeToken(f.value).test(words))) return undefined;
    }
  }
  const changes: { path: Path; value: string }[] = [];
  const uses: ClaimUse[] = [];
  for (const { path, value } of named) {
    const refs = findReferences(value);
    if (strayBraces(value) !== undefined || refs.some((ref) => !claims.has(ref.id))) return undefined;
    changes.push({ path, value: resolveText(value, (id) => claims.get(id)?.value) });
    refs.forEach((ref, k) => {
      const position = lazyPosition(source, path, k, lineOffset);
      uses.push({
        id: ref.id,
        file: source.file,
        path,
        get line() {
          return position().line;
        },
        get col() {
          return position().col;
        },
      });
    });
  }
  if (!changes.length) return { data: quick.data, uses };
  const data = structuredClone(quick.data);
  for (const { path, value } of changes) setAt(data, path, value);
  return { data, uses };
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
