/**
 * Finds the first line of a YAML file whose indentation does not fit the lines around it.
 *
 * The YAML parser sees a badly indented line as something else (a value that goes on, a key
 * without a colon, a list item without its dash) and reports that, often on the line before.
 * People make the mistake in a handful of ways (three spaces instead of two or four, a tab, a
 * field pushed further in than the rest of its list entry), so the lines are read here the way
 * a person reads them: each line must line up with a level that is already open, or open a new
 * one right under a `field:` that has nothing after its colon.
 *
 * It only ever judges lines it understands: in front of a multi-line [ ] / { } group or an
 * unclosed quote it stops and says nothing, and the parser's own explanation is used.
 */

export interface IndentMistake {
  kind: 'tab' | 'deeper' | 'between' | 'first-line';
  /** 1-based line of the mistake and the column where its text starts. */
  line: number;
  col: number;
  /** Spaces in front of the line (a tab counts as one). */
  found: number;
  expected: number;
  /** The line the expected indentation is taken from, and what on it to line up with ("title:", "-"). */
  like?: { line: number; label: string };
  /** For a tab right under `field:`: the line belongs one level under `like`. */
  under?: boolean;
  /** For a field pushed further in than the rest of its list entry: the line the entry starts on. */
  entry?: number;
}

interface Level {
  indent: number;
  kind: 'map' | 'seq';
  line: number;
  /** What to line up with: "title:" for a field, "-" for a list entry. */
  label: string;
  /** A map that begins after "- ": the fields of the list entry starting on this line. */
  inEntry?: number;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\]>|&*!%@`,-][^#]*?|-[^\s#][^#]*?)\s*:(?:\s+|$)/;
const BLOCK_SCALAR = /^[|>][1-9+-]*\s*(?:#.*)?$/;

/** Does the value leave a quote or a [ ] / { } group open at the end of the line? */
function opensMultiline(value: string): boolean {
  if (/^"/.test(value)) return !/^"(?:[^"\\]|\\.)*"/.test(value);
  if (/^'/.test(value)) return !/^'(?:[^']|'')*'/.test(value);
  if (!/^[[{]/.test(value)) return false;
  let depth = 0;
  for (const ch of value.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '')) depth += ch === '[' || ch === '{' ? 1 : ch === ']' || ch === '}' ? -1 : 0;
  return depth > 0;
}

interface ReadLine {
  /** Columns of the list dashes at the start ("- - a" has two). */
  dashes: number[];
  /** Column and name of the field, when the line has one. */
  key?: { at: number; label: string };
  /** What follows the field's colon (or the dashes), without a trailing comment. */
  value: string;
}

function readLine(rest: string, indent: number): ReadLine {
  const dashes: number[] = [];
  let at = indent;
  let text = rest;
  for (let m = /^-(\s+|$)/.exec(text); m; m = /^-(\s+|$)/.exec(text)) {
    dashes.push(at);
    at += m[0].length;
    text = text.slice(m[0].length);
  }
  const key = KEY.exec(text);
  const after = key ? text.slice(key[0].length) : text;
  const value = /^\s*#/.test(after) ? '' : after.replace(/\s+#.*$/, '').trim();
  return { dashes, key: key ? { at, label: `${key[1]!.trim()}:` } : undefined, value };
}

type Opener = { indent: number; line: number; label: string };

const mistake = (kind: IndentMistake['kind'], line: number, found: number, to: Opener | Level, extra: Partial<IndentMistake> = {}): IndentMistake => ({
  kind,
  line,
  col: found + 1,
  found,
  expected: to.indent,
  like: { line: to.line, label: to.label },
  ...extra,
});

/** The first badly indented line, or undefined when there is none (or the file is beyond this reading). */
export function findIndentMistake(text: string): IndentMistake | undefined {
  const lines = text.split(/\r?\n/);
  const stack: Level[] = [];
  // After `field:` (or "-") with nothing on the line: the next line may open a deeper level.
  // The file itself is the first opener: its top level starts at the left edge.
  let opener: Opener | undefined = { indent: -1, line: 0, label: '' };
  // Inside a | or > text: every deeper line is part of it.
  let blockText: number | undefined;
  // After a plain value: deeper lines of words continue it; a deeper field is a mistake.
  let valueAt: Opener | undefined;
  // For a value written on the line below its field: where its words start.
  let wordsAt: number | undefined;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const lineNo = i + 1;
    const spaces = /^ */.exec(raw)![0].length;
    if (blockText !== undefined && (spaces > blockText || !raw.trim())) continue;
    blockText = undefined;
    if (!raw.trim() || /^\s*#/.test(raw) || /^(---|\.\.\.)\s*$/.test(raw)) continue;
    const lead = /^[ \t]*/.exec(raw)![0];
    const found = lead.length;
    const top = stack.at(-1);
    if (lead.includes('\t')) {
      // Where the line would go with spaces: one level under an open field, else beside the line above.
      const to = opener ?? valueAt ?? top;
      if (!to) return { kind: 'tab', line: lineNo, col: 1, found, expected: 0 };
      return { ...mistake('tab', lineNo, found, to, { under: Boolean(opener) }), col: 1, expected: opener ? opener.indent + 2 : to.indent };
    }
    if (!stack.length && found > 0) return { kind: 'first-line', line: lineNo, col: found + 1, found, expected: 0 };

    const { dashes, key, value } = readLine(raw.slice(found), found);
    const structural = dashes.length > 0 || key !== undefined;
    if (valueAt && found > valueAt.indent) {
      if (!structural) continue;
      // `title T` then fields lined up with it: that line lacks its colon, the indentation is fine.
      if (wordsAt !== undefined && found >= wordsAt) return undefined;
      const level = stack.at(-1)!;
      return mistake('deeper', lineNo, found, { ...valueAt, indent: level.indent }, { entry: level.inEntry });
    }
    valueAt = undefined;
    wordsAt = undefined;

    if (opener && (found > opener.indent || (found === opener.indent && dashes.length > 0))) {
      // The first line under `field:` opens its level.
    } else {
      const popped: Level[] = [];
      while (stack.length && (stack.at(-1)!.indent > found || (stack.at(-1)!.indent === found && stack.at(-1)!.kind === 'seq' && !dashes.length))) popped.push(stack.pop()!);
      const level = stack.at(-1);
      if (!level || level.indent !== found) {
        // A field lines up with fields, a list entry with entries; the nearer level is the likelier
        // intent, and on a tie the deeper one (the line most likely still belongs to what is above it).
        const fits = [...popped, ...(level ? [level] : [])].filter((l) => (l.kind === 'seq') === dashes.length > 0);
        if (!fits.length) return undefined;
        const best = fits.reduce((a, b) => (Math.abs(b.indent - found) < Math.abs(a.indent - found) ? b : a));
        return mistake('between', lineNo, found, best, { entry: best.inEntry });
      }
      // A list entry among fields, or words where a field belongs: not an indentation question.
      if ((level.kind === 'map' && dashes.length) || !structural) return undefined;
    }
    if (!structural) {
      // A value on the line below its field (`text:` then the words, indented): deeper lines go on with it.
      valueAt = opener;
      wordsAt = found;
      opener = undefined;
      if (!valueAt) return undefined;
      continue;
    }
    opener = undefined;

    for (const col of dashes) {
      if (stack.at(-1)?.indent !== col || stack.at(-1)?.kind !== 'seq') stack.push({ indent: col, kind: 'seq', line: lineNo, label: '-' });
    }
    if (key && stack.at(-1)?.indent !== key.at) stack.push({ indent: key.at, kind: 'map', line: lineNo, label: key.label, inEntry: dashes.length ? lineNo : undefined });
    const at = key ? key.at : dashes.at(-1)!;
    const here = { indent: at, line: lineNo, label: key?.label ?? '-' };
    if (!value) opener = here;
    else if (BLOCK_SCALAR.test(value)) blockText = at;
    else if (opensMultiline(value)) return undefined;
    else valueAt = here;
  }
  return undefined;
}
