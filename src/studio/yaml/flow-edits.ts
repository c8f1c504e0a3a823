import { isScalar, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { alignItems } from './align.ts';
import { stableKey } from './data.ts';
import { applyEdits, type Edit } from './edits.ts';
import { dataOf, nodeEdits, removing, type Source } from './node-edits.ts';
import { flowEntrySource, type Place } from './render.ts';

type Range = [number, number, number];
const rangeOf = (node: unknown): Range => (node as { range: Range }).range;

/**
 * A flow collection (`{ label: Book, href: /x }`, `[a, b]`) whose entries changed: the entries
 * between the brackets are written again, each kept entry from its own text (edited where its
 * value changed), new ones in the same flow style, joined by the separator the file already uses.
 */
function rewriteEntries(source: Source, node: YAMLMap | YAMLSeq, spans: [number, number][], parts: string[], isMap: boolean): Edit[] {
  const { text } = source;
  const open = rangeOf(node)[0];
  const close = text.lastIndexOf(isMap ? '}' : ']', rangeOf(node)[1] - 1);
  if (!parts.length) return [{ from: open, to: close + 1, text: isMap ? '{}' : '[]' }];
  if (!spans.length) return [{ from: open + 1, to: close, text: isMap ? ` ${parts.join(', ')} ` : parts.join(', ') }];
  const separator = spans.length > 1 ? text.slice(spans[0]![1], spans[1]![0]) : ', ';
  if (separator.includes('#')) throw new Error('A comment inside a flow collection');
  return [{ from: spans[0]![0], to: spans[spans.length - 1]![1], text: parts.join(separator) }];
}

/**
 * Entries only taken out (the rest unchanged, in order): each goes with the separator after it (the last one
 * with the separator before it), so comments and line breaks between the others stay as they were.
 */
function removalsOnly(spans: [number, number][], kept: number[]): Edit[] | null {
  if (!kept.length || kept.some((k, i) => i > 0 && k <= kept[i - 1]!)) return null;
  const edits: Edit[] = [];
  const keep = new Set(kept);
  for (let i = 0; i < spans.length; i++) {
    if (keep.has(i)) continue;
    const next = spans.findIndex((_, j) => j > i && keep.has(j));
    if (next !== -1) edits.push({ from: spans[i]![0], to: spans[next]![0], text: '' });
    else {
      const before = [...keep].filter((j) => j < i).pop()!;
      edits.push({ from: spans[before]![1], to: spans[spans.length - 1]![1], text: '' });
      break;
    }
    i = next - 1;
  }
  return edits;
}

export function flowMapEdits(source: Source, map: YAMLMap, obj: Record<string, unknown>, place: Place): Edit[] | null {
  const pairs = map.items as Pair[];
  const keys = pairs.map((p) => (isScalar(p.key) && p.key.range ? String(p.key.value) : null));
  if (keys.includes(null)) return null;
  const has = (k: string) => Object.hasOwn(obj, k) && obj[k] !== undefined;
  const inner = { indent: place.indent, inFlow: true };
  const spans = pairs.map((p): [number, number] => [rangeOf(p.key)[0], rangeOf(p.value ?? p.key)[1]]);
  const edits: Edit[] = [];
  const valueEdits = pairs.map((p, i) => (has(keys[i]!) && p.value ? nodeEdits(source, p.value, obj[keys[i]!], inner) : null));
  const sameKeys = keys.every((k) => has(k!)) && Object.keys(obj).filter(has).every((k) => keys.includes(k));
  if (sameKeys && valueEdits.every((e) => e !== null)) {
    valueEdits.forEach((e) => edits.push(...e!));
    return edits;
  }
  const onlyRemoved = Object.keys(obj).filter(has).every((k) => keys.includes(k)) && pairs.every((_p, i) => !has(keys[i]!) || valueEdits[i]?.length === 0);
  const removals = onlyRemoved ? removalsOnly(spans, keys.flatMap((k, i) => (has(k!) ? [i] : []))) : null;
  if (removals) {
    pairs.forEach((p, i) => has(keys[i]!) || removing(source, p));
    return removals;
  }
  const parts: string[] = [];
  pairs.forEach((_p, i) => {
    const key = keys[i]!;
    if (!has(key)) return;
    const e = valueEdits[i];
    parts.push(e ? applyEdits(source.text, e, spans[i]![0], spans[i]![1]) : flowEntrySource(obj[key], key));
  });
  for (const key of Object.keys(obj).filter(has)) if (!keys.includes(key)) parts.push(flowEntrySource(obj[key], key));
  return rewriteEntries(source, map, spans, parts, true);
}

export function flowSeqEdits(source: Source, seq: YAMLSeq, list: unknown[], place: Place): Edit[] | null {
  if (seq.items.some((item) => !item)) return null;
  const inner = { indent: place.indent, inFlow: true };
  const spans = seq.items.map((item): [number, number] => [rangeOf(item)[0], rangeOf(item)[1]]);
  const oldKeys = seq.items.map((item) => stableKey(dataOf(source, item)));
  const alignment = alignItems(oldKeys, list.map(stableKey));
  if (alignment.length === spans.length && alignment.every((a, k) => a.from === k)) {
    const edits = alignment.map((a, k) => (a.same ? [] : nodeEdits(source, seq.items[k], list[k], inner)));
    if (edits.every((e) => e !== null)) return edits.flat();
  }
  const removals = alignment.every((a) => a.from !== null && a.same) ? removalsOnly(spans, alignment.map((a) => a.from!)) : null;
  const used = new Set(alignment.map((a) => a.from));
  seq.items.forEach((item, i) => used.has(i) || removing(source, item));
  if (removals) return removals;
  // Entries only added at the end: written after the last one, so comments between the others stay.
  const firstNew = alignment.findIndex((a) => a.from === null);
  if (spans.length && firstNew === spans.length && alignment.every((a, k) => (k < firstNew ? a.from === k && a.same : a.from === null))) {
    return [{ from: spans[spans.length - 1]![1], to: spans[spans.length - 1]![1], text: list.slice(firstNew).map((v) => `, ${flowEntrySource(v)}`).join('') }];
  }
  const parts = alignment.map((a, k) => {
    if (a.from === null) {
      const copy = oldKeys.indexOf(stableKey(list[k]));
      return copy === -1 ? flowEntrySource(list[k]) : source.text.slice(...spans[copy]!);
    }
    const [from, to] = spans[a.from]!;
    if (a.same) return source.text.slice(from, to);
    const e = nodeEdits(source, seq.items[a.from], list[k], inner);
    return e ? applyEdits(source.text, e, from, to) : flowEntrySource(list[k]);
  });
  return rewriteEntries(source, seq, spans, parts, false);
}
