import { isMap, isScalar, visit, type YAMLError } from 'yaml';
import type { ContentProblem } from './problem.ts';
import { findIndentMistake, type IndentMistake } from './yaml-indent.ts';
import { plural, quote } from './words.ts';
import { positionAt, type YamlSource } from './yaml-source.ts';

const CANNOT_READ = 'The file cannot be read:';
const FALLBACK =
  'this line is not valid YAML. Check that it is indented like the lines around it, that each field is written as "name: value", and put text containing ": " or " #" in quotes.';

const NO_COLON = 'this line has no colon. A field is written as "name: value"; a list entry starts with "- ".';

const lineAt = (text: string, offset: number): string => text.slice(text.lastIndexOf('\n', offset - 1) + 1).split(/\r?\n/)[0]!;

/** The line where a duplicated key was first written, to say which two lines clash. */
function firstOccurrence(source: YamlSource, offset: number): { key: string; line?: number } {
  let found: { key: string; line?: number } = { key: source.text.slice(offset).match(/^["']?([^"':\n]+)/)?.[1]?.trim() ?? '' };
  visit(source.doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const dup = map.items.find((p) => isScalar(p.key) && p.key.range?.[0] === offset);
      if (!dup || !isScalar(dup.key)) return;
      const first = map.items.find((p) => isScalar(p.key) && p.key.value === (dup.key as { value: unknown }).value);
      const at = isScalar(first?.key) ? first.key.range?.[0] : undefined;
      found = { key: String(dup.key.value), line: at === undefined ? undefined : positionAt(source, at).line };
      return visit.BREAK;
    },
  });
  return found;
}

/** Where an unclosed quote starts: the last quote mark before the place the parser gave up. */
function openingQuote(text: string, offset: number, mark: string): number {
  for (let i = Math.min(offset, text.length - 1); i >= 0; i--) if (text[i] === mark && text[i - 1] !== '\\') return i;
  return offset;
}

function explainSyntax(source: YamlSource, e: YAMLError, lineOffset: number): { offset: number; text: string } {
  const offset = e.pos[0];
  switch (e.code) {
    case 'DUPLICATE_KEY': {
      const { key, line } = firstOccurrence(source, offset);
      return { offset, text: `"${key}" is written twice in the same place${line ? ` (first on line ${line + lineOffset})` : ''}. Keep one of them.` };
    }
    case 'MISSING_CHAR': {
      const mark = /quote/.test(e.message) ? (/"/.test(e.message) ? '"' : "'") : undefined;
      if (mark) return { offset: openingQuote(source.text, offset - 1, mark), text: `the text starting with the quote mark ${mark} here is never closed. Add the closing ${mark} at its end.` };
      if (/}/.test(e.message)) return { offset, text: 'a group written with { is never closed. Add the closing } at its end.' };
      if (/]/.test(e.message)) return { offset, text: 'a list written with [ is never closed. Add the closing ] at its end.' };
      return { offset, text: NO_COLON };
    }
    case 'TAB_AS_INDENT':
      return { offset, text: 'this line is indented with a tab. Indent with spaces instead.' };
    case 'BAD_INDENT':
      if (/Flow (map|sequence)/.test(e.message)) return { offset, text: `a ${/map/.test(e.message) ? '{ … }' : '[ … ]'} group is not closed before this line. Add the closing ${/map/.test(e.message) ? '}' : ']'}.` };
      return { offset, text: 'this line is not lined up with the fields around it. Indent it by the same number of spaces as the other fields at its level.' };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (!/:(\s|$)/.test(lineAt(source.text, offset))) return { offset, text: NO_COLON };
      return {
        offset,
        text: 'the value here contains ": " or the next line is indented too far. Put text containing ": " in quotes, and line the next field up with this one.',
      };
    case 'BAD_DQ_ESCAPE':
      return { offset, text: 'a backslash (\\) inside "double quotes" must be written twice (\\\\), or use single quotes instead.' };
    case 'BAD_SCALAR_START':
    case 'BAD_ALIAS':
    case 'TAG_RESOLVE_FAILED':
      return { offset, text: 'a value cannot start with this character (such as *, &, !, @ or `). Put the value in quotes.' };
    case 'MULTIPLE_DOCS':
      return { offset, text: 'a line with only "---" splits the file in two. Remove it: one file is one page.' };
    default:
      return { offset, text: FALLBACK };
  }
}

/** A badly indented line, named as such, with the indentation it needs. */
export function explainIndent(m: IndentMistake, lineOffset = 0): { message: string; hint: string } {
  const line = m.line + lineOffset;
  const like = m.like && { line: m.like.line + lineOffset, what: m.like.label === '-' ? 'the "-"' : quote(m.like.label) };
  const lineUp = like ? `lined up with ${like.what} on line ${like.line}` : 'at the left edge';
  const by = m.expected ? `Indent it by ${plural(m.expected, 'space')}` : 'Move it to the left edge';
  let text: string;
  let hint = `${by}, ${lineUp}.`;
  if (m.kind === 'tab') {
    text = `line ${line} is indented with a tab; YAML files are indented with spaces only.`;
    const where = m.under && like ? `one level under ${like.what} on line ${like.line}` : lineUp;
    hint = m.expected ? `Replace the tab with ${plural(m.expected, 'space')}, ${where}.` : 'Remove the tab: the line starts at the left edge.';
  } else if (m.kind === 'first-line') {
    text = `line ${line} is indented by ${plural(m.found, 'space')}, but the first field of a file starts at the left edge.`;
    hint = `Remove the ${plural(m.found, 'space')} in front of it.`;
  } else if (m.entry !== undefined) {
    const entry = m.entry + lineOffset;
    text =
      m.kind === 'deeper'
        ? `line ${line} is indented by ${plural(m.found, 'space')}, further in than the other fields of the list entry starting on line ${entry}.`
        : `line ${line} is indented by ${plural(m.found, 'space')}, but the fields of the list entry starting on line ${entry} are indented by ${m.expected}.`;
  } else {
    text =
      m.kind === 'deeper'
        ? `line ${line} is indented by ${plural(m.found, 'space')}, further in than ${like?.what ?? 'the line'} on line ${like?.line ?? line - 1} above it.`
        : `line ${line} is indented by ${plural(m.found, 'space')}, which does not line up with the lines above it.`;
  }
  return { message: `${CANNOT_READ} ${text}`, hint };
}

/**
 * YAML syntax errors in plain words. After the first real syntax error the parser is guessing,
 * so only that one is reported (duplicate keys are exact, so each of them is). A badly indented
 * line at (or just after) the place the parser gave up is named as indentation: the parser
 * itself reports it as something else, often on the line before.
 */
export function syntaxProblems(source: YamlSource, lineOffset = 0): ContentProblem[] {
  const dups = source.doc.errors.filter((e) => e.code === 'DUPLICATE_KEY');
  const firstOther = source.doc.errors.find((e) => e.code !== 'DUPLICATE_KEY');
  const problems = dups.map((e) => problemAt(source, e, lineOffset));
  if (!firstOther) return problems;
  const indent = findIndentMistake(source.text);
  if (indent && indent.line <= positionAt(source, firstOther.pos[0]).line + 1) {
    problems.push({ file: source.file, line: indent.line + lineOffset, col: indent.col, ...explainIndent(indent, lineOffset) });
  } else {
    problems.push(problemAt(source, firstOther, lineOffset));
  }
  return problems;
}

function problemAt(source: YamlSource, e: YAMLError, lineOffset: number): ContentProblem {
  const { offset, text } = explainSyntax(source, e, lineOffset);
  const { line, col } = positionAt(source, offset);
  return { file: source.file, line: line + lineOffset, col, message: `${CANNOT_READ} ${text}` };
}
