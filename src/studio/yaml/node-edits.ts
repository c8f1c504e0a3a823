import { isAlias, isMap, isScalar, isSeq, type Document, type Node, type Scalar } from 'yaml';
import { blockMapEdits, blockSeqEdits } from './block-edits.ts';
import { isPlainObject, sameData } from './data.ts';
import { columnOf, lineEnd, type Edit } from './edits.ts';
import { flowMapEdits, flowSeqEdits } from './flow-edits.ts';
import { scalarSource, type Place } from './render.ts';

/** The text being edited and its parsed document (node ranges are offsets into the text). */
export interface Source {
  text: string;
  doc: Document.Parsed;
}

export const dataOf = (source: Source, node: unknown): unknown => (node as Node).toJS(source.doc);

/**
 * The edits that turn `node` (as written in the text) into `value`, touching nothing that did not
 * change. Returns null when the node cannot be changed in place (a list became text, a tag or an
 * anchor is involved): the caller then writes the whole entry anew.
 */
export function nodeEdits(source: Source, node: unknown, value: unknown, place: Place): Edit[] | null {
  if (!node || isAlias(node)) return null;
  if (sameData(dataOf(source, node), value)) return [];
  if ((node as Node).tag || (node as { anchor?: string }).anchor) return null;
  if (isScalar(node)) return typeof value === 'object' && value !== null ? null : scalarEdits(source, node, value, place);
  if (isMap(node) && isPlainObject(value)) return node.flow ? flowMapEdits(source, node, value, place) : blockMapEdits(source, node, value);
  if (isSeq(node) && Array.isArray(value)) return node.flow ? flowSeqEdits(source, node, value, place) : blockSeqEdits(source, node, value);
  return null;
}

const blockIndicator = /^[|>][-+0-9]*/;

/** Indentation of a block scalar's text (its first non-empty line), or the default for new blocks. */
function blockIndent(text: string, from: number, to: number, fallback: number): number {
  const lines = text.slice(from, to).split('\n').slice(1);
  const first = lines.find((l) => l.trim() !== '');
  return first === undefined ? fallback : first.length - first.trimStart().length;
}

function scalarEdits(source: Source, node: Scalar, value: unknown, place: Place): Edit[] {
  const { text } = source;
  const [from, to] = node.range!;
  const wasBlock = blockIndicator.test(text.slice(from, to));
  const indent = wasBlock ? blockIndent(text, from, to, place.indent) : place.indent;
  const written = scalarSource(value, node.type, { ...place, indent });
  if (!blockIndicator.test(written)) {
    // `key:` with nothing after it needs a space before the new value.
    const pad = from === to && text[from - 1] === ':' ? ' ' : '';
    return [{ from, to, text: pad + written }];
  }
  const [header, ...body] = written.split('\n');
  // A comment after the old value (or after the old header) stays on the header line.
  const headerLineEnd = lineEnd(text, wasBlock ? from : to);
  const rest = wasBlock ? text.slice(from, headerLineEnd).replace(blockIndicator, '') : text.slice(to, headerLineEnd);
  const restOfLine = rest.replace(/\r?\n$/, '');
  const end = wasBlock ? to : headerLineEnd;
  const pad = text[from - 1] === ':' ? ' ' : '';
  const eol = rest.endsWith('\r\n') ? '\r\n' : '\n';
  return [{ from, to: end, text: `${pad}${header}${restOfLine}${eol}${body.join('\n')}` }];
}

/** Column of the first character of a node (its key, for a map entry). */
export const columnAt = (source: Source, offset: number): number => columnOf(source.text, offset);
