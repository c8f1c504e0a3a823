import { ageWords, claimUsages, type ClaimKind, type ClaimsIndex } from '../../../scripts/content/claims/index.ts';

/** One place a claim is shown: the file and line to edit, the address it shows on, and the field. */
export interface ClaimUsage {
  /** The content file (content/pages/index.yaml). */
  path: string;
  line: number;
  col: number;
  /** The page's address, "every page" for site.yaml, a post's /blog/<slug>. */
  route?: string;
  /** The field inside the file (['blocks', 2, 'headline']); empty for a blog post's article text. */
  field: (string | number)[];
}

export interface StudioClaim {
  id: string;
  kind: ClaimKind;
  value: string;
  source?: string;
  asOf?: string;
  /** How old the figure is, in words ("5 months"), when it has a date. */
  age?: string;
  /** Older than the site's limit (the checker's warning says so in full). */
  stale: boolean;
  usages: ClaimUsage[];
}

export interface ClaimsList {
  claims: StudioClaim[];
}

/**
 * The claims as the Studio shows them: `claimUsages` (what `npm run claims` prints), in the API's
 * shape. The warnings about them (unused, out of date) are the checker's, sent with each check.
 */
export function claimsList(content: { claims: ClaimsIndex }, now: Date = new Date()): ClaimsList {
  return {
    claims: claimUsages(content, now).map((c) => ({
      id: c.id,
      kind: c.kind,
      value: c.value,
      ...(c.source !== undefined && { source: c.source }),
      ...(c.asOf !== undefined && { asOf: c.asOf }),
      ...(c.ageDays !== undefined && { age: ageWords(c.ageDays, c.ageMonths) }),
      stale: c.stale,
      usages: c.usedIn.map((u) => ({ path: u.file, line: u.line, col: u.col, ...(u.route !== u.file && { route: u.route }), field: u.path })),
    })),
  };
}
