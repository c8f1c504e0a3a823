import { routeFromFile } from '../routes.ts';
import type { Claim, ClaimKind, ClaimsFile } from './claims-file.ts';
import type { ClaimUse } from './resolve.ts';
import type { UsePart } from './stored-uses.ts';

/** Figures older than this many months are reported, unless site.yaml says otherwise (claims → maxAgeMonths). */
export const DEFAULT_MAX_AGE_MONTHS = 12;

/** What loading found about claims: the file, every use, and the age limit from site.yaml. */
export interface ClaimsIndex {
  file: ClaimsFile;
  readonly uses: ClaimUse[];
  /** The same uses as the check handed them over, a kept page's together (see KeptUses): which claims are used needs no more. */
  parts?: readonly UsePart[];
  maxAgeMonths: number;
}

export interface ClaimPlace {
  /** The page's address ("/data-solution"), "every page" for site.yaml, "404 page", or a post's /blog/<slug>. */
  route: string;
  file: string;
  line: number;
  col: number;
  /** The field inside the file (['blocks', 2, 'headline']); empty for a blog post's article text. */
  path: (string | number)[];
}

export interface ClaimReport {
  id: string;
  kind: ClaimKind;
  value: string;
  source?: string;
  asOf?: string;
  note?: string;
  about?: string;
  /** Whole days and months since as_of (figures with a valid date). */
  ageDays?: number;
  ageMonths?: number;
  /** as_of is older than the site's limit. */
  stale: boolean;
  /** Where the claim is defined. */
  file: string;
  line: number;
  usedIn: ClaimPlace[];
}

/** The address a content file is shown at. */
export function routeOfFile(file: string): string {
  if (file === 'content/site.yaml') return 'every page';
  const page = /^content\/pages\/(.+\.ya?ml)$/.exec(file);
  if (page) {
    const route = routeFromFile(page[1]!);
    return route === '*' ? '404 page' : route;
  }
  const post = /^content\/blog\/(.+)\.md$/.exec(file);
  return post ? `/blog/${post[1]}` : file;
}

const parseDay = (date: string | undefined): Date | undefined => {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
};

/** Age of a dated figure at `now`, and whether it is past the limit. */
export function ageOf(claim: Pick<Claim, 'as_of'>, now: Date, maxAgeMonths: number): { days?: number; months?: number; stale: boolean } {
  const from = parseDay(claim.as_of);
  if (!from) return { stale: false };
  const days = Math.floor((now.getTime() - from.getTime()) / 86_400_000);
  let months = (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + now.getUTCMonth() - from.getUTCMonth();
  if (now.getUTCDate() < from.getUTCDate()) months--;
  const limit = new Date(from);
  limit.setUTCMonth(limit.getUTCMonth() + maxAgeMonths);
  return { days, months: Math.max(0, months), stale: now.getTime() > limit.getTime() };
}

/** "3 days", "5 months", "1 year 2 months". */
export function ageWords(days: number | undefined, months: number | undefined): string {
  if (days === undefined || months === undefined) return 'no date';
  if (days < 0) return 'dated in the future';
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (months < 1) return unit(days, 'day');
  if (months < 12) return unit(months, 'month');
  return [unit(Math.floor(months / 12), 'year'), months % 12 ? unit(months % 12, 'month') : ''].filter(Boolean).join(' ');
}

/** Site settings first (they are on every page), then by address, file and line. */
const byPlace = (a: ClaimPlace, b: ClaimPlace): number =>
  Number(b.route === 'every page') - Number(a.route === 'every page') || a.route.localeCompare(b.route) || a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col;

/**
 * Every claim with its value, source, age and each place it is used (address, file, line and field),
 * in the order of content/claims.yaml. `npm run claims` prints it; the Studio shows "where used" from it.
 */
export function claimUsages(content: { claims: ClaimsIndex }, now: Date = new Date()): ClaimReport[] {
  const { file, uses, maxAgeMonths } = content.claims;
  return [...file.claims.values()].map((claim) => {
    const age = claim.kind === 'figure' ? ageOf(claim, now, maxAgeMonths) : { stale: false };
    return {
      id: claim.id,
      kind: claim.kind,
      value: claim.value,
      ...(claim.source !== undefined && { source: claim.source }),
      ...(claim.as_of !== undefined && { asOf: claim.as_of }),
      ...(claim.note !== undefined && { note: claim.note }),
      ...(claim.about !== undefined && { about: claim.about }),
      ...(age.days !== undefined && { ageDays: age.days, ageMonths: age.months }),
      stale: age.stale,
      file: file.file,
      line: claim.line,
      usedIn: uses
        .filter((u) => u.id === claim.id)
        .map((u) => ({ route: routeOfFile(u.file), file: u.file, line: u.line, col: u.col, path: u.path }))
        .sort(byPlace),
    };
  });
}
