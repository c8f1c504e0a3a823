import type { ContentProblem } from '../problem.ts';
import { sentence } from '../places.ts';
import { listWords } from '../words.ts';
import type { Claim } from './claims-file.ts';
import type { SourceText } from './source-text.ts';
import { findReferences } from './syntax.ts';

type Path = (string | number)[];

/** One text value of a file, as written (references included), and where its text starts in the parsed file. */
export interface WrittenText {
  path: Path;
  raw: string;
  /** Offsets of the value in the parsed text. */
  start: number;
  end: number;
}

/**
 * Values that read as a figure rather than an ordinary word or number: a number with a unit or
 * symbol glued to it (400K, 98%, 250+, 2x, $500, 10,000), an email address or a phone number.
 * "24 hours", "2026" or "Kolkata, India" never match, so everyday words are left alone.
 */
export const isFigureLike = (value: string): boolean =>
  value.includes('@') || /^\+\d[\d ()-]{6,}$/.test(value) || /\d[%+×]|\d ?[KMBx](?![a-z])|[$€£₹] ?\d|\d[.,]\d/.test(value);

/** Long or unmistakable values are suggested anywhere; short ones ("90%", "3x") only in files that already use the claim. */
export const distinctive = (value: string): boolean => value.length >= 5 || value.includes('@');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The value as a whole word of the text: after a space, an opening bracket or quote (or at the
 * start), before a space, a closing bracket or quote, sentence punctuation (or at the end). Never
 * part of a longer figure or range: "3x" is not in "2-3x", "95%" not in "95%+", "400K" not in "1,400K".
 */
export const wholeToken = (value: string): RegExp => new RegExp(`(?<=^|[\\s(\\["'“‘])${escape(value)}(?=$|[\\s)\\]"'”’!?;:]|[.,](?!\\d))`, 'g');

/** The part of a file a field belongs to: a page's section (block), else the top-level group (seo, footer). */
export const sectionOf = (path: readonly (string | number)[]): string => (path[0] === 'blocks' && typeof path[1] === 'number' ? `blocks/${path[1]}` : String(path[0] ?? ''));

/** Claim ids by the section of the file that names them (see sectionOf). */
export function idsBySection(uses: readonly { id: string; path: readonly (string | number)[] }[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const use of uses) {
    const section = sectionOf(use.path);
    out.set(section, (out.get(section) ?? new Set()).add(use.id));
  }
  return out;
}

/**
 * The claims a written-out value may be suggested for at a field: long or unmistakable values
 * anywhere, short ones ("3x", "90%") only in a section that already uses that claim (another
 * section's "3x" is most likely another result).
 */
export const suggestable = (value: string, ids: readonly string[], usedIn: ReadonlyMap<string, ReadonlySet<string>>, path: readonly (string | number)[]): string[] =>
  distinctive(value) ? [...ids] : ids.filter((id) => usedIn.get(sectionOf(path))?.has(id));

const blankReferences = (text: string) => {
  let out = text;
  for (const ref of findReferences(text)) out = out.slice(0, ref.start) + ' '.repeat(ref.end - ref.start) + out.slice(ref.end);
  return out;
};

/**
 * Figures written out where a claim with the same value exists: a warning suggesting the claim by
 * name ("400K" is the claim data-rows), so a figure is never left behind when the claim changes.
 */
export function literalFigures(
  texts: readonly WrittenText[],
  text: SourceText,
  claims: ReadonlyMap<string, Claim>,
  usedIn: ReadonlyMap<string, ReadonlySet<string>>,
  where: (path: Path) => string,
): ContentProblem[] {
  const byValue = new Map<string, string[]>();
  for (const claim of claims.values()) {
    const value = claim.value.trim();
    if (isFigureLike(value)) byValue.set(value, [...(byValue.get(value) ?? []), claim.id]);
  }
  const problems: ContentProblem[] = [];
  // Each value's text as written, references blanked out, so a claim's id is never taken for a figure.
  const written = texts.filter((t) => /\d|@/.test(t.raw)).map((t) => ({ ...t, slice: blankReferences(text.parsed.slice(t.start, t.end)) }));
  for (const [value, all] of byValue) {
    const pattern = wholeToken(value);
    for (const t of written) {
      if (!t.slice.includes(value)) continue;
      const ids = suggestable(value, all, usedIn, t.path);
      if (!ids.length) continue;
      const found = [...t.slice.matchAll(pattern)];
      if (!found.length) continue;
      const whole = t.raw.trim() === value;
      const names = listWords(ids.map((id) => `{{${id}}}`), 'or');
      const how = whole ? `write "${names}" (in quotes, because it starts the value)` : `write ${names} in its place`;
      const said = `"${value}" is the ${ids.length > 1 ? 'value of the claims' : 'claim'} ${listWords(ids, 'and')}; use it by name so it changes when the claim does: ${how}.`;
      for (const m of found) problems.push({ file: text.file, ...text.at(t.start + m.index), path: t.path, severity: 'warning', message: sentence(where(t.path), said) });
    }
  }
  return problems;
}
