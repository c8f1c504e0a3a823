import { isMap, isScalar, visit, type YAMLError } from 'yaml';
import type { ContentProblem } from './problem.ts';
import { positionAt, type YamlSource } from './yaml-source.ts';

const CANNOT_READ = 'The file cannot be read:';
const FALLBACK =
  'this line is not valid YAML. Check that it is indented like the lines around it, that each field is written as "name: value", and put text containing ": " or " #" in quotes.';

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
      return { offset, text: 'this line has no colon. A field is written as "name: value"; a list entry starts with "- ".' };
    }
    case 'TAB_AS_INDENT':
      return { offset, text: 'this line is indented with a tab. Indent with spaces instead.' };
    case 'BAD_INDENT':
      if (/Flow (map|sequence)/.test(e.message)) return { offset, text: `a ${/map/.test(e.message) ? '{ … }' : '[ … ]'} group is not closed before this line. Add the closing ${/map/.test(e.message) ? '}' : ']'}.` };
      return { offset, text: 'this line is not lined up with the fields around it. Indent it by the same number of spaces as the other fields at its level.' };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
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

/**
 * YAML syntax errors in plain words. After the first real syntax error the parser is guessing,
 * so only that one is reported (duplicate keys are exact, so each of them is).
 */
export function syntaxProblems(source: YamlSource, lineOffset = 0): ContentProblem[] {
  const dups = source.doc.errors.filter((e) => e.code === 'DUPLICATE_KEY');
  const firstOther = source.doc.errors.find((e) => e.code !== 'DUPLICATE_KEY');
  return [...dups, ...(firstOther ? [firstOther] : [])].map((e) => {
    const { offset, text } = explainSyntax(source, e, lineOffset);
    const { line, col } = positionAt(source, offset);
    return { file: source.file, line: line + lineOffset, col, message: `${CANNOT_READ} ${text}` };
  });
}
