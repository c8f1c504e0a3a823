import type { ClaimReport } from './usages.ts';
import { ageWords } from './usages.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "content/pages/data-solution.yaml:3, 8, 18" per address, in order of first use. */
function placeLines(claim: ClaimReport): string[] {
  const byPlace = new Map<string, { route: string; file: string; lines: number[] }>();
  for (const u of claim.usedIn) {
    const key = `${u.route}\n${u.file}`;
    const entry = byPlace.get(key) ?? { route: u.route, file: u.file, lines: [] };
    if (!entry.lines.includes(u.line)) entry.lines.push(u.line);
    byPlace.set(key, entry);
  }
  const width = Math.max(0, ...[...byPlace.values()].map((p) => p.route.length));
  return [...byPlace.values()].map((p) => `    ${p.route.padEnd(width)}  ${p.file}:${p.lines.join(', ')}`);
}

/**
 * `npm run claims` for people: every claim with its value, age and source, then each page that
 * shows it with the file and lines to edit.
 */
export function formatClaimsReport(claims: readonly ClaimReport[], maxAgeMonths: number): string {
  if (!claims.length) return 'No figures or facts yet: add them to content/claims.yaml (see schemas/claims.schema.json).';
  const figures = claims.filter((c) => c.kind === 'figure').length;
  const out = [`content/claims.yaml: ${plural(figures, 'figure')} and ${plural(claims.length - figures, 'fact')}.`];
  for (const c of claims) {
    const facts: string[] = [c.kind];
    if (c.kind === 'figure') {
      facts.push(c.asOf ? `as of ${c.asOf} (${ageWords(c.ageDays, c.ageMonths)} old)` : 'no as_of date');
      if (c.stale) facts.push(`OUT OF DATE: older than ${maxAgeMonths} months`);
    }
    out.push('', `${c.id}  "${c.value}"  ${facts.join(' · ')}   (${c.file}:${c.line})`);
    if (c.about) out.push(`  ${c.about}`);
    if (c.kind === 'figure') out.push(`  Source: ${c.source ?? 'none given'}`);
    if (c.note) out.push(`  Footnote: ${c.note}`);
    out.push(c.usedIn.length ? `  Used in ${plural(c.usedIn.length, 'place')}:` : '  Not used anywhere.');
    out.push(...placeLines(c));
  }
  return out.join('\n');
}
