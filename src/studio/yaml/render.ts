import { CST, parse, Scalar, stringify, type ToStringOptions } from 'yaml';

/** No folding of long lines: editors write one paragraph per line and diffs stay readable. */
export const WRITE_OPTIONS: ToStringOptions = { lineWidth: 0, minContentWidth: 0, indent: 2 };

/** Where a value sits: the column its nested lines are indented to, and whether inside { } or [ ]. */
export interface Place {
  indent: number;
  inFlow: boolean;
}

const isBlock = (type: string | undefined) => type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED;

function stringSource(value: string, type: Scalar.Type, indent: number, inFlow: boolean): string {
  return CST.stringify(CST.createScalarToken(value, { indent, inFlow, type, end: [] }));
}

/**
 * The source of a changed scalar, in the style the old one was written in when the new value
 * allows it: quotes stay quotes, plain stays plain unless the text needs quotes (`a: b`, `250`
 * meant as text, `{{claim}}`), text with line breaks becomes a `|` block outside of { } and [ ].
 * Block scalars come back as `header\nindented lines\n`.
 */
export function scalarSource(value: unknown, style: Scalar.Type | undefined, place: Place): string {
  if (typeof value !== 'string') return stringify(value, WRITE_OPTIONS).trimEnd();
  let type: Scalar.Type = style ?? Scalar.PLAIN;
  if (place.inFlow && isBlock(type)) type = Scalar.QUOTE_DOUBLE;
  else if (!place.inFlow && value.includes('\n') && !isBlock(type)) type = Scalar.BLOCK_LITERAL;
  const source = stringSource(value, type, place.indent, place.inFlow);
  if (isBlock(type) || source.startsWith('"') || source.startsWith("'")) return source;
  // createScalarToken does not check whether plain text would read back as a number, true or null.
  let readBack: unknown;
  try {
    readBack = parse(place.inFlow ? `[${source}]` : source);
  } catch {
    readBack = undefined;
  }
  const same = place.inFlow ? Array.isArray(readBack) && readBack.length === 1 && readBack[0] === value : readBack === value;
  return same ? source : stringSource(value, Scalar.QUOTE_DOUBLE, place.indent, place.inFlow);
}

/** Every non-empty line moved right by `column` spaces. */
export function indentLines(text: string, column: number): string {
  const pad = ' '.repeat(column);
  return text.replace(/^(?=.)/gm, pad);
}

/** A new value as block YAML lines at a column, ending with a newline (`key: value` or `- item`). */
export function blockSource(value: unknown, column: number): string {
  return indentLines(stringify(value, WRITE_OPTIONS), column);
}

/** A new value on one line in flow style: `{ label: Book, href: /x }`, `[a, b]` or a scalar. */
export function flowSource(value: unknown): string {
  return stringify(value, { ...WRITE_OPTIONS, collectionStyle: 'flow' }).trimEnd();
}

/** One entry inside a flow collection: `key: value` for a map, the value for a sequence. */
export function flowEntrySource(value: unknown, key?: string): string {
  const wrapped = key === undefined ? [value] : { [key]: value };
  // `{ key: value }` / `[ value ]` without the brackets and their padding.
  return stringify(wrapped, { ...WRITE_OPTIONS, collectionStyle: 'flow' }).trimEnd().slice(2, -2);
}
