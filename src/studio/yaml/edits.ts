/** Replace the original text between `from` and `to` (offsets into it) with `text`. */
export interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The text between `from` and `to` with the edits that fall inside that span applied. */
export function applyEdits(source: string, edits: readonly Edit[], from = 0, to = source.length): string {
  const inside = edits.filter((e) => e.from >= from && e.to <= to);
  // Insertions at one place keep the order they were made in; a deletion starting there comes after them.
  const sorted = inside.map((e, i) => ({ e, i })).sort((a, b) => a.e.from - b.e.from || a.e.to - b.e.to || a.i - b.i);
  let out = '';
  let at = from;
  for (const { e } of sorted) {
    if (e.from < at) throw new Error('Overlapping edits');
    out += source.slice(at, e.from) + e.text;
    at = e.to;
  }
  return out + source.slice(at, to);
}

/** Offset of the start of the line that `offset` is on. */
export function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset just past the newline ending the line that `offset` is on (or the end of the text). */
export function lineEnd(source: string, offset: number): number {
  if (offset > 0 && source[offset - 1] === '\n') return offset;
  const nl = source.indexOf('\n', offset);
  return nl === -1 ? source.length : nl + 1;
}

/** Column (0-based) of an offset. */
export const columnOf = (source: string, offset: number): number => offset - lineStart(source, offset);

/** The line that begins at `start`, its newline included. */
function lineAt(source: string, start: number): { end: number; text: string } {
  const nl = source.indexOf('\n', start);
  const end = nl === -1 ? source.length : nl + 1;
  return { end, text: source.slice(start, end) };
}

const isComment = (line: string) => /^\s*#/.test(line);
const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * Where one entry of a block collection (a key with its value, or a `- item`) begins and ends, as
 * whole lines: comment lines right above it belong to it; comment lines right below it that are
 * indented deeper than the entry (a commented-out field) too. Blank lines are left between entries.
 */
export interface EntrySpan {
  /** Start of the first comment line that belongs to the entry, else of its own first line. */
  head: number;
  /** Start of the entry's first line (the key or the dash). */
  start: number;
  /** Just past the newline of the entry's last line. */
  end: number;
}

export function entrySpans(source: string, entries: { first: number; last: number }[]): EntrySpan[] {
  const spans: EntrySpan[] = entries.map(({ first, last }) => ({ head: lineStart(source, first), start: lineStart(source, first), end: lineEnd(source, last) }));
  spans.forEach((span, i) => {
    const column = columnOf(source, entries[i]!.first);
    const limit = spans[i + 1]?.start ?? source.length;
    // Deeper comment lines just after the entry are part of it.
    while (span.end < limit) {
      const line = lineAt(source, span.end);
      if (!isComment(line.text) || indentOf(line.text) <= column) break;
      span.end = line.end;
    }
    // Comment lines just above it (no blank line between) introduce it.
    const floor = spans[i - 1]?.end ?? 0;
    while (span.head > floor) {
      const above = lineStart(source, span.head - 1);
      if (!isComment(source.slice(above, span.head))) break;
      span.head = above;
    }
  });
  return spans;
}
