import { ARTICLE_TEXT, placesOf, type ChangeSchemas } from '../../../scripts/content/changes/index.ts';
import { ageWords, claimUsages, type ClaimKind, type ClaimsIndex } from '../../../scripts/content/claims/index.ts';
import type { Content } from '../../../scripts/content/load.ts';
import { contentKind, fileName, PLACE_SEPARATOR } from '../../../scripts/content/names.ts';

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
  /** The place in words, as the Studio and validate name it ("Home › Hero › Headline"). */
  where?: string;
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
export function claimsList(content: { claims: ClaimsIndex }, now: Date = new Date(), where?: (file: string, field: (string | number)[]) => string | undefined): ClaimsList {
  return {
    claims: claimUsages(content, now).map((c) => ({
      id: c.id,
      kind: c.kind,
      value: c.value,
      ...(c.source !== undefined && { source: c.source }),
      ...(c.asOf !== undefined && { asOf: c.asOf }),
      ...(c.ageDays !== undefined && { age: ageWords(c.ageDays, c.ageMonths) }),
      stale: c.stale,
      usages: c.usedIn.map((u) => {
        const place = where?.(u.file, u.path);
        return { path: u.file, line: u.line, col: u.col, ...(u.route !== u.file && { route: u.route }), field: u.path, ...(place && { where: place }) };
      }),
    })),
  };
}

/** Names of places in a loaded site (pages, the site settings, posts), for the claims' uses. */
export function placeNamer(content: Content, schemas: ChangeSchemas): (file: string, field: (string | number)[]) => string | undefined {
  return (file, field) => {
    const kind = contentKind(file);
    if (!kind) return undefined;
    const post = kind === 'post' ? content.posts.find((p) => `content/blog/${p.slug}.md` === file) : undefined;
    if (kind === 'post' && !field.length) return `${fileName(file, post)}${PLACE_SEPARATOR}${ARTICLE_TEXT}`;
    const data = kind === 'page' ? content.pages.find((p) => p.file === file)?.page : kind === 'site' ? content.site : post;
    return placesOf(file, kind, data, schemas, content.site).where(field) || undefined;
  };
}
