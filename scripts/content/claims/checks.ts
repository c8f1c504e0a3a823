import type { ContentProblem } from '../problem.ts';
import { listWords } from '../words.ts';
import type { Claim } from './claims-file.ts';
import { ageOf, ageWords, routeOfFile, type ClaimsIndex } from './usages.ts';
import type { ClaimUse } from './resolve.ts';
import { KeptUses } from './stored-uses.ts';

const section = (claim: Claim) => (claim.kind === 'figure' ? 'figures' : 'facts');

/** "/ (content/pages/index.yaml:38) and /data-solution (content/pages/data-solution.yaml:3, 8)". */
export function placesInWords(uses: readonly ClaimUse[]): string {
  const byFile = new Map<string, number[]>();
  const rank = (u: ClaimUse) => (routeOfFile(u.file) === 'every page' ? '' : routeOfFile(u.file));
  const sorted = [...uses].sort((a, b) => rank(a).localeCompare(rank(b)) || a.line - b.line);
  for (const u of sorted) byFile.set(u.file, [...(byFile.get(u.file) ?? []), u.line]);
  return listWords([...byFile].map(([file, lines]) => `${routeOfFile(file)} (${file}:${[...new Set(lines)].join(', ')})`));
}

/**
 * What only shows once every file is read: a claim nothing uses, and a figure older than the
 * limit in site.yaml, named with every place it is shown so it can be checked where it matters.
 */
export function claimWarnings(index: ClaimsIndex, now: Date): ContentProblem[] {
  const { file, maxAgeMonths } = index;
  const problems: ContentProblem[] = [];
  // Gone through once: 10,000 pages make 150,000 uses. Only an out-of-date figure needs its uses
  // listed, so a kept page's uses are made only when it shows one.
  const stale = new Set([...file.claims.values()].filter((c) => c.kind === 'figure' && ageOf(c, now, maxAgeMonths).stale).map((c) => c.id));
  const usedIds = new Set<string>();
  const byId = new Map<string, ClaimUse[]>();
  const add = (u: ClaimUse) => {
    usedIds.add(u.id);
    if (!stale.has(u.id)) return;
    const list = byId.get(u.id);
    if (list) list.push(u);
    else byId.set(u.id, [u]);
  };
  for (const part of index.parts ?? index.uses) {
    if (!(part instanceof KeptUses)) add(part);
    else if (part.ids.some((id) => stale.has(id))) part.uses().forEach(add);
    else for (const id of part.ids) usedIds.add(id);
  }
  for (const claim of file.claims.values()) {
    const used = byId.get(claim.id) ?? [];
    const name = `The ${claim.kind} ${claim.id} ("${claim.value}")`;
    if (!usedIds.has(claim.id)) {
      problems.push({
        file: file.file,
        line: claim.line,
        col: claim.col,
        path: [section(claim), claim.id],
        severity: 'warning',
        message: `${name} is not used anywhere. Show it by writing {{${claim.id}}} in a page, site.yaml or a blog post, or delete it.`,
      });
    }
    if (claim.kind !== 'figure') continue;
    const age = ageOf(claim, now, maxAgeMonths);
    if (!age.stale) continue;
    const where = used.length ? `It is shown on ${placesInWords(used)}.` : 'It is not shown anywhere yet.';
    problems.push({
      file: file.file,
      ...claim.asOfAt,
      path: [section(claim), claim.id, 'as_of'],
      severity: 'warning',
      message: `${name} is dated ${claim.as_of} (${ageWords(age.days, age.months)} ago), older than the ${maxAgeMonths}-month limit. Check it is still true, then update as_of (and the value if it changed). ${where}`,
    });
  }
  return problems;
}
