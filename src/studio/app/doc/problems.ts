import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ContentProblem } from '../../../../scripts/content/problem.ts';

export type DataPath = (string | number)[];

/** A problem of the open file, placed on the field it concerns. */
export interface FieldProblem {
  message: string;
  hint?: string;
  warning: boolean;
  /** Where in the data; [] for the file as a whole, ['body'] for a blog post's article text. */
  path: DataPath;
  /** A mistake the draft causes in another file (a page that uses a claim renamed here): where it is. */
  elsewhere?: Place;
}

/** A place in a content file: its line and column, and the field when the checker named it. */
export interface Place {
  file: string;
  line: number;
  col: number;
  path?: DataPath;
}

type Range = [number, number, number?];
const within = (range: Range | null | undefined, offset: number) => !!range && offset >= range[0] && offset <= (range[2] ?? range[1]);

/** The data path of the deepest value at a line and column of a YAML text ([] when none). */
export function pathAtLine(text: string, line: number, col: number): DataPath {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const lineStart = counter.lineStarts[line - 1];
  if (lineStart === undefined) return [];
  const offset = lineStart + Math.max(0, col - 1);
  const out: DataPath = [];
  let node: unknown = doc.contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => within((p.key as Node | null)?.range, offset) || within((p.value as Node | null)?.range, offset));
      if (!pair || !isScalar(pair.key)) break;
      out.push(String(pair.key.value));
      if (within((pair.key as Node).range, offset)) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within((item as Node | null)?.range, offset));
      if (index < 0) break;
      out.push(index);
      node = node.items[index];
    } else break;
  }
  return out;
}

export interface PlaceOptions {
  /** Lines before the YAML in the file (a blog post's opening --- line). */
  lineOffset?: number;
  /** File lines from here on are the blog post's article text. */
  bodyFromLine?: number;
  /** The open file: problems of other files are kept apart (`elsewhere`), never placed on its fields. */
  file?: string;
}

/** The open file's problems, each with the data path of its field (from the checker, else from its line). */
export function placeProblems(problems: readonly ContentProblem[], yamlText: string, options: PlaceOptions = {}): FieldProblem[] {
  return problems.map((p) => {
    const hint = (p as ContentProblem & { hint?: string }).hint;
    const base = { message: p.message, warning: p.severity === 'warning', ...(hint ? { hint } : {}) };
    if (options.file !== undefined && p.file !== options.file) {
      return { ...base, path: [], elsewhere: { file: p.file, line: p.line, col: p.col, ...(p.path ? { path: p.path } : {}) } };
    }
    if (options.bodyFromLine !== undefined && p.line >= options.bodyFromLine) return { ...base, path: ['body'] };
    const path = p.path ?? pathAtLine(yamlText, p.line - (options.lineOffset ?? 0), p.col);
    return { ...base, path };
  });
}

/** Problems under a prefix (['blocks', 2]), with the prefix taken off their paths. */
export function problemsUnder(problems: readonly FieldProblem[], prefix: DataPath): FieldProblem[] {
  return problems
    .filter((p) => prefix.every((step, i) => p.path[i] === step))
    .map((p) => ({ ...p, path: p.path.slice(prefix.length) }));
}

export type ErrorTree = { __errors?: string[] } & { [key: string]: ErrorTree | string[] | undefined };

/** The nested error shape the form engine shows beside each field. */
export function errorTree(problems: readonly FieldProblem[]): ErrorTree {
  const root: ErrorTree = {};
  for (const p of problems) {
    let node = root;
    for (const step of p.path) node = (node[String(step)] as ErrorTree | undefined) ?? (node[String(step)] = {});
    const text = p.hint ? `${p.message} ${p.hint}` : p.message;
    (node.__errors ??= []).push(p.warning ? `Warning: ${text}` : text);
  }
  return root;
}

/** The problems the open file's form shows beside its fields (not those of other files). */
export const ownProblems = (problems: readonly FieldProblem[]): FieldProblem[] => problems.filter((p) => !p.elsewhere);

export const blocking = (problems: readonly FieldProblem[]): FieldProblem[] => problems.filter((p) => !p.warning);
