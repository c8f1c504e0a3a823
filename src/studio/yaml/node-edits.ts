import { isAlias, isMap, isScalar, isSeq, visit, type Alias, type Document, type Node, type Scalar } from 'yaml';
import { blockMapEdits, blockSeqEdits } from './block-edits.ts';
import { isPlainObject, sameData } from './data.ts';
import { columnOf, lineEnd, type Edit } from './edits.ts';
import { flowMapEdits, flowSeqEdits } from './flow-edits.ts';
import { flowSource, scalarSource, type Place } from './render.ts';

/** The text being edited and its parsed document (node ranges are offsets into the text). */
export interface Source {
  text: string;
  doc: Document.Parsed;
  /**
   * Nodes with an anchor (`&name`) that were edited: an alias (`*name`) of one would take the new value,
   * so the caller writes each alias left as it was out as its old value.
   */
  changedAnchors?: Set<unknown>;
}

export const dataOf = (source: Source, node: unknown): unknown => (node as Node).toJS(source.doc);

/** An entry leaves the file: aliases of the anchors inside it are written out as their values. */
export function removing(source: Source, entry: unknown): void {
  if (!source.changedAnchors || !entry) return;
  visit(entry as Node, {
    Node: (_, n) => {
      if ((n as { anchor?: string }).anchor) source.changedAnchors!.add(n);
    },
  });
}

/**
 * The edits that turn `node` (as written in the text) into `value`, touching nothing that did not
 * change. Returns null when the node cannot be changed in place (a list became text, a tag or an
 * anchor is involved): the caller then writes the whole entry anew.
 */
export function nodeEdits(source: Source, node: unknown, value: unknown, place: Place): Edit[] | null {
  if (!node) return null;
  if (isAlias(node)) return aliasEdits(source, node, value, place);
  if (sameData(dataOf(source, node), value)) return [];
  // A tag or an anchor is written before the node's range, so editing inside the range keeps it.
  const edits = innerEdits(source, node, value, place);
  if (edits?.length && (node as { anchor?: string }).anchor) source.changedAnchors?.add(node);
  return edits;
}

function innerEdits(source: Source, node: unknown, value: unknown, place: Place): Edit[] | null {
  if (isScalar(node)) return typeof value === 'object' && value !== null ? null : scalarEdits(source, node, value, place);
  if (isMap(node) && isPlainObject(value)) return node.flow ? flowMapEdits(source, node, value, place) : blockMapEdits(source, node, value);
  if (isSeq(node) && Array.isArray(value)) return node.flow ? flowSeqEdits(source, node, value, place) : blockSeqEdits(source, node, value);
  return null;
}

/** An alias stays while it reads as the value; otherwise the value is written in its place. */
function aliasEdits(source: Source, alias: Alias, value: unknown, place: Place): Edit[] | null {
  if (!alias.range) return null;
  if (sameData(dataOf(source, alias), value)) return [];
  return writtenOut(source, alias, value, place);
}

/** The value written where an alias was: a scalar in the usual style, a collection on one line in { } or [ ]. */
export function writtenOut(source: Source, alias: Alias, value: unknown, place: Place): Edit[] {
  const [from, to] = alias.range!;
  if (typeof value !== 'object' || value === null) return scalarEdits(source, alias as unknown as Scalar, value, place);
  return [{ from, to, text: flowSource(value) }];
}

const blockIndicator = /^[|>][-+0-9]*/;

/** Indentation of a block scalar's text (its first non-empty line), or the default for new blocks. */
function blockIndent(text: string, from: number, to: number, fallback: number): number {
  // `|2`: the indentation is given, counted from the line the header is on.
  const given = /^[|>][-+]?([1-9])/.exec(text.slice(from, to));
  if (given) return lineIndentAt(text, from) + Number(given[1]);
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
    // An empty value (`key:`, `- !!str`, `- # note`) needs a space before the new one, and before a comment after it.
    const pad = from === to && !/\s/.test(text[from - 1] ?? ' ') ? ' ' : '';
    const gap = from === to && text[from] === '#' ? ' ' : '';
    return [{ from, to, text: pad + written + gap }];
  }
  const [written0, ...body] = written.split('\n');
  // The writer counts an indentation indicator (`|2`) from two spaces less than the text; YAML counts it from the line's own indentation.
  const header = written0!.replace(/\d/, String(indent - lineIndentAt(text, from)));
  // A comment after the old value (or after the old header) stays on the header line.
  const headerLineEnd = lineEnd(text, wasBlock ? from : to);
  const rest = wasBlock ? text.slice(from, headerLineEnd).replace(blockIndicator, '') : text.slice(to, headerLineEnd);
  const restOfLine = rest.replace(/\r?\n$/, '');
  const end = wasBlock ? to : headerLineEnd;
  const pad = text[from - 1] === ':' ? ' ' : '';
  const eol = rest.endsWith('\r\n') ? '\r\n' : '\n';
  return [{ from, to: end, text: `${pad}${header}${restOfLine}${eol}${body.join('\n')}` }];
}

/** Spaces at the start of the line that `offset` is on. */
function lineIndentAt(text: string, offset: number): number {
  const start = offset - columnOf(text, offset);
  const line = text.slice(start, offset);
  return line.length - line.trimStart().length;
}

/** Column of the first character of a node (its key, for a map entry). */
export const columnAt = (source: Source, offset: number): number => columnOf(source.text, offset);
