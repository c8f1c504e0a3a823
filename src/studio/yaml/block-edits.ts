import { isAlias, isMap, isScalar, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { alignItems } from './align.ts';
import { stableKey } from './data.ts';
import { applyEdits, columnOf, entrySpans, type Edit, type EntrySpan } from './edits.ts';
import { dataOf, nodeEdits, removing, type Source } from './node-edits.ts';
import { blockSource, flowSource } from './render.ts';

const endOf = (node: unknown): number => (node as { range: [number, number, number] }).range[1];

/** Where a key starts with its anchor and tag (`&k !!str key:`): the parser's range starts at the text. */
function withProps(text: string, offset: number): number {
  const before = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  const props = /(?:(?<=^|[\s-?])(?:&[^\s,[\]{}]+|!<[^>]*>|![^\s,[\]{}]*)\s+)+$/.exec(before);
  const start = props ? offset - props[0].length : offset;
  // An explicit key (`? key`) starts at its question mark.
  const explicit = /\?\s+$/.exec(text.slice(text.lastIndexOf('\n', start - 1) + 1, start));
  return explicit ? start - explicit[0].length : start;
}

/** Text inserted after a span that may be the last line of a file without a final newline. */
const after = (text: string, span: EntrySpan, insert: string): Edit => ({
  from: span.end,
  to: span.end,
  text: text[span.end - 1] === '\n' ? insert : `\n${insert.replace(/\n$/, '')}`,
});

/**
 * Edits to a block map (`key: value` lines): changed values are edited where they are, removed
 * keys lose their lines (with their comments), new keys are written after the key that comes
 * before them in the new data. The order of existing keys is never changed.
 */
export function blockMapEdits(source: Source, map: YAMLMap, obj: Record<string, unknown>): Edit[] | null {
  const { text } = source;
  const pairs = map.items as Pair[];
  // A key may be an alias of a text (`*name : value`): it reads as that text, and is written out if the text changes.
  const keys = pairs.map((p) => (isScalar(p.key) && p.key.range ? String(p.key.value) : isAlias(p.key) && p.key.range ? String(dataOf(source, p.key)) : null));
  if (!pairs.length || keys.includes(null) || new Set(keys).size !== keys.length) return null;
  const firsts = pairs.map((p) => withProps(text, (p.key as { range: number[] }).range[0]!));
  const spans = entrySpans(text, pairs.map((p, i) => ({ first: firsts[i]!, last: endOf(p.value ?? p.key) })));
  const column = columnOf(text, firsts[0]!);
  const has = (k: string) => Object.hasOwn(obj, k) && obj[k] !== undefined;
  const edits: Edit[] = [];
  const kept = keys.map((k) => has(k!));
  if (!kept.includes(true)) return null;

  pairs.forEach((pair, i) => {
    const key = keys[i]!;
    if (!kept[i]) return;
    if (isAlias(pair.key)) nodeEdits(source, pair.key, key, { indent: column, inFlow: false });
    // `key:` with no value that stays empty.
    if (!pair.value && obj[key] === null) return;
    const inner = pair.value ? nodeEdits(source, pair.value, obj[key], { indent: column + 2, inFlow: false }) : null;
    if (inner) edits.push(...inner);
    // Written anew from the key on (the indentation before it stays).
    else edits.push({ from: firsts[i]!, to: spans[i]!.end, text: blockSource({ [key]: obj[key] }, column).slice(column) });
  });

  // Removed keys: each run of neighbours goes with the gap before it (or after it, at the top).
  for (let i = 0; i < pairs.length; i++) {
    if (kept[i]) continue;
    let j = i;
    while (j + 1 < pairs.length && !kept[j + 1]) j++;
    for (let k = i; k <= j; k++) removing(source, pairs[k]);
    // The first key of a map that starts on a `- ` line keeps the dash: the next key moves up beside it.
    const compact = i === 0 && text.slice(spans[0]!.start, firsts[0]).trim() !== '';
    if (compact) edits.push({ from: firsts[0]!, to: firsts[j + 1]!, text: '' });
    else edits.push(i > 0 ? { from: spans[i - 1]!.end, to: spans[j]!.end, text: '' } : { from: spans[0]!.head, to: spans[j + 1]!.head, text: '' });
    i = j;
  }

  const order = Object.keys(obj).filter(has);
  order.forEach((key, n) => {
    if (keys.includes(key)) return;
    const before = order.slice(0, n).reverse().find((k) => keys.includes(k));
    const line = blockSource({ [key]: obj[key] }, column);
    if (before !== undefined) edits.push(after(text, spans[keys.indexOf(before)]!, line));
    else edits.push({ from: spans[kept.indexOf(true)]!.start, to: spans[kept.indexOf(true)]!.start, text: line });
  });
  return edits;
}

/** Offsets of the `-` of each item of a block sequence, from the parser's tokens. */
function dashOffsets(seq: YAMLSeq): number[] | null {
  const token = seq.srcToken;
  if (!token || token.type !== 'block-seq' || token.items.length !== seq.items.length) return null;
  const dashes = token.items.map((item) => item.start.find((t) => t.type === 'seq-item-ind')?.offset);
  return dashes.includes(undefined) ? null : (dashes as number[]);
}

/**
 * Edits to a block sequence (`- item` lines): items are matched old to new, so an edited item is
 * changed in place, and added, removed, moved or duplicated items move their lines (comments and
 * style included) while every other line stays byte for byte.
 */
export function blockSeqEdits(source: Source, seq: YAMLSeq, list: unknown[]): Edit[] | null {
  const { text } = source;
  const dashes = dashOffsets(seq);
  if (!dashes || !list.length || seq.items.some((item) => !item)) return null;
  const spans = entrySpans(text, seq.items.map((item, i) => ({ first: dashes[i]!, last: endOf(item) })));
  const column = columnOf(text, dashes[0]!);
  const oldKeys = seq.items.map((item) => stableKey(dataOf(source, item)));
  const chunk = (i: number) => text.slice(spans[i]!.head, spans[i]!.end);
  const flowItems = seq.items.some((item) => isMap(item) && item.flow);
  const fresh = (value: unknown): string => {
    const copy = oldKeys.indexOf(stableKey(value));
    if (copy !== -1) return chunk(copy);
    const isCollection = typeof value === 'object' && value !== null;
    return flowItems && isCollection ? `${' '.repeat(column)}- ${flowSource(value)}\n` : blockSource([value], column);
  };

  const alignment = alignItems(oldKeys, list.map(stableKey));
  const used = new Set(alignment.map((a) => a.from));
  seq.items.forEach((item, i) => used.has(i) || removing(source, item));
  const inPlace = alignment.length === seq.items.length && alignment.every((a, k) => a.from === k);
  const edits: Edit[] = [];
  const chunks = alignment.map((a, k): string => {
    if (a.from === null) return fresh(list[k]);
    if (a.same) return inPlace ? '' : chunk(a.from);
    const inner = nodeEdits(source, seq.items[a.from], list[k], { indent: column + 2, inFlow: false });
    const span = spans[a.from]!;
    if (inPlace) {
      edits.push(...(inner ?? [{ from: span.start, to: span.end, text: fresh(list[k]) }]));
      return '';
    }
    return inner ? applyEdits(text, inner, span.head, span.end) : fresh(list[k]);
  });
  if (inPlace) return edits;

  // Blank lines between items stay where they were; new or moved items get the usual separator.
  const gaps = spans.map((span, i) => (i === 0 ? '' : text.slice(spans[i - 1]!.end, span.head)));
  const usual = gaps.slice(1).find((g) => g.trim() === '') ?? '';
  const regionEnd = spans[spans.length - 1]!.end;
  let region = chunks
    .map((c) => (c.endsWith('\n') ? c : `${c}\n`))
    .map((c, k) => (k === 0 ? c : (alignment[k]!.from ? gaps[alignment[k]!.from!] : usual) + c))
    .join('');
  if (text[regionEnd - 1] !== '\n') region = region.replace(/\n$/, '');
  return [{ from: spans[0]!.head, to: regionEnd, text: region }];
}
