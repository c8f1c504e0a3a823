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
/** The value standing alone: not part of a longer number or word ("95%" is not in "95%+", "400K" not in "1,400K"). */
const standalone = (value: string) => new RegExp(`(?<![A-Za-z0-9.,])${escape(value)}(?![A-Za-z0-9%+]|[.,]\\d)`, 'g');

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
  usedHere: ReadonlySet<string>,
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
    const ids = distinctive(value) ? all : all.filter((id) => usedHere.has(id));
    if (!ids.length) continue;
    const pattern = standalone(value);
    for (const t of written) {
      if (!t.slice.includes(value)) continue;
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
