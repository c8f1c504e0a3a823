import { isScalar, visit, type Document } from 'yaml';
import { parseYamlSource, type YamlSource } from '../yaml-source.ts';
import { SourceText } from './source-text.ts';

/** A value with `{{…}}` that YAML cannot read as text without quotes. Offsets are in the file as written. */
export interface BareValue {
  /** Offset of its first `{{` (where the problem is reported). */
  offset: number;
  /** The whole value. */
  start: number;
  end: number;
  /** Inside a one-line [ … ] or { … }, where any brace needs quotes, not only a leading one. */
  inGroup: boolean;
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Character ranges of every text value the parser read, to tell a quoted `{{` from a bare one. */
function textRanges(doc: Document.Parsed): [number, number][] {
  const ranges: [number, number][] = [];
  visit(doc, {
    Scalar(_, node) {
      if (isScalar(node) && typeof node.value === 'string' && node.range) ranges.push([node.range[0], node.range[1]]);
    },
  });
  return ranges;
}

/** How many { and [ are open before `at` on the line. */
function openGroups(line: string, at: number): number {
  let depth = 0;
  let quoteMark = '';
  for (let i = 0; i < at; i++) {
    const c = line[i]!;
    if (quoteMark) {
      if (c === quoteMark) quoteMark = '';
    } else if (c === '"' || c === "'") quoteMark = c;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** Where the value holding the `{{` at `at` starts: the `{{` itself, or in a group just after the comma, bracket or "key: " before it. */
function valueStart(line: string, at: number, inGroup: boolean): number {
  if (!inGroup) return at;
  let start = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = line[i]!;
    if (c === ',' || c === '[' || c === '{' || (c === ':' && /\s/.test(line[i + 1] ?? ''))) {
      start = i + 1;
      break;
    }
  }
  while (start < at && /\s/.test(line[start]!)) start++;
  return start;
}

/** Where it ends: at a comment, or in a group at the next comma or closing bracket. */
function valueEnd(line: string, at: number, inGroup: boolean): number {
  const close = line.indexOf('}}', at);
  let end = close < 0 ? line.length : close + 2;
  for (; end < line.length; end++) {
    const c = line[end]!;
    if (c === '#' && /\s/.test(line[end - 1]!)) break;
    if (inGroup && (c === ',' || c === '}' || c === ']')) break;
  }
  while (end > at && /\s/.test(line[end - 1]!)) end--;
  return end;
}

/** The first bare value of a parsed text (offsets in that text), and the others on its line. */
function firstBareLine(text: string, doc: Document.Parsed): BareValue[] {
  const ranges = textRanges(doc);
  const inText = (at: number) => ranges.some(([a, b]) => at >= a && at < b);
  const found: BareValue[] = [];
  let lineOf = -1;
  for (let at = text.indexOf('{{'); at >= 0; at = text.indexOf('{{', at + 2)) {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (lineOf >= 0 && lineStart !== lineOf) break;
    if (inText(at)) continue;
    const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const col = at - lineStart;
    if (/(^|\s)#/.test(line.slice(0, col).replace(/"[^"]*"|'[^']*'/g, ''))) continue;
    const inGroup = openGroups(line, col) > 0;
    const end = lineStart + valueEnd(line, col, inGroup);
    found.push({ offset: at, start: lineStart + valueStart(line, col, inGroup), end, inGroup });
    lineOf = lineStart;
    at = end - 2;
  }
  return found;
}

export interface QuotedText {
  text: string;
  /** Offsets in `text` of every character added (quotes and escapes), ascending. */
  inserted: number[];
}

/** The text with each value quoted. Lines stay where they are; only columns after a fix move. */
export function quoteValues(text: string, values: readonly BareValue[]): QuotedText {
  let out = '';
  const inserted: number[] = [];
  let from = 0;
  const add = (s: string) => {
    for (let i = 0; i < s.length; i++) inserted.push(out.length + i);
    out += s;
  };
  for (const v of [...values].sort((a, b) => a.start - b.start)) {
    out += text.slice(from, v.start);
    add('"');
    for (const c of text.slice(v.start, v.end)) {
      if (c === '"' || c === '\\') add('\\');
      out += c;
    }
    add('"');
    from = v.end;
  }
  out += text.slice(from);
  return { text: out, inserted };
}

/** The line holding `value`, as it should be typed: every bare value on it in quotes. */
export function fixedLine(text: string, values: readonly BareValue[], value: BareValue): string {
  const lineStart = text.lastIndexOf('\n', value.start - 1) + 1;
  const lineEnd = text.indexOf('\n', value.start) < 0 ? text.length : text.indexOf('\n', value.start);
  let line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  for (const v of values.filter((o) => o.start >= lineStart && o.end <= lineEnd).sort((a, b) => b.start - a.start)) {
    line = line.slice(0, v.start - lineStart) + quote(text.slice(v.start, v.end)) + line.slice(v.end - lineStart);
  }
  return line.trim();
}

export interface QuotedSource {
  values: BareValue[];
  /** Positions of the file as written, for a document read from the quoted text. */
  text: SourceText;
  /** The document read with the values quoted (undefined when nothing needed quotes). */
  parsed?: YamlSource;
}

/**
 * Finds every value with `{{…}}` that YAML cannot read without quotes, line by line: each line's
 * values are quoted and the text read again before looking further, so a value after a fixed one
 * is judged on a correct reading. It stops at a mistake of another kind (reported as usual).
 */
export function quoteBareValues(source: YamlSource, lineOffset = 0): QuotedSource {
  const values: BareValue[] = [];
  let text = new SourceText(source.file, source.text, source.text, [], lineOffset);
  let parsed: YamlSource | undefined;
  for (let round = 0; round < 200 && source.text.includes('{{'); round++) {
    const current = parsed ?? source;
    const line = firstBareLine(text.parsed, current.doc);
    if (!line.length || current.doc.errors.some((e) => e.pos[0] < line[0]!.start)) break;
    values.push(...line.map((v) => ({ ...v, offset: text.toOriginal(v.offset), start: text.toOriginal(v.start), end: text.toOriginal(v.end) })));
    const quoted = quoteValues(source.text, values);
    text = new SourceText(source.file, source.text, quoted.text, quoted.inserted, lineOffset);
    parsed = parseYamlSource(source.file, quoted.text);
  }
  return { values, text, parsed };
}
