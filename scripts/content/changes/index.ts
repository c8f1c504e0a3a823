/**
 * Changes in words: what an edit of one content file means to a reader, named as editors see the
 * site. One engine for the review of a pull request, the Studio's "Review and save" and the
 * messages of `npm run validate` (which share its names of places). Pure and browser-safe:
 * callers pass the data in.
 *
 *   describeChanges({ file: 'content/pages/index.yaml', before: { text: old }, after: { text: now }, schemas, claims, site })
 *   // [{ where: 'Home › Hero › Headline', kind: 'changed', before: '"…grow your business"', after: '"…grow your revenue"', line: 7, … }]
 */
import { resolveDeep } from '../claims/syntax.ts';
import { contentKind, fileName, routeOfPageFile, type ContentKind } from '../names.ts';
import { claimsFileChanges } from './claims-changes.ts';
import { compareText, compareValue, type Side, type Walk } from './compare.ts';
import { ARTICLE_TEXT, placesOf, titleOf } from './file-places.ts';
import { linesOf } from './lines.ts';
import { readVersion } from './read-version.ts';
import type { ClaimValues, FileChange, Path, WordedChange } from './types.ts';

export type { ChangeKind, ChangeSchemas, ClaimValue, ClaimValues, FileChange, FileVersion, Path, WordedChange } from './types.ts';
export { claimValues } from './claim-values.ts';
export { whereClaimIsShown, type ClaimShown, type ClaimShownNaming, type ClaimUseLike } from './claims-shown.ts';
export { ARTICLE_TEXT, placesOf } from './file-places.ts';
export { changeAnnotation, changeGroups, changeSentence, changesAsMarkdown, changesAsText, NO_VISIBLE_CHANGE, type ChangeGroup } from './format.ts';

/** A lookup of claims' values: the new ones, the old ones for a claim that is gone. */
function claimLookup(claims: FileChange['claims']): (id: string) => string | undefined {
  const maps = [claims?.after, claims?.before].filter((m): m is ClaimValues => !!m);
  return (id) => maps.find((m) => m.has(id))?.get(id)?.value;
}

/** A whole file added or removed: one change naming it. */
function wholeFile(input: FileChange, kind: ContentKind, data: unknown, site: unknown, added: boolean, line: number | undefined): WordedChange {
  const name = fileName(input.file, data, { site, titles: { site: titleOf(input.schemas.site), claims: titleOf(input.schemas.claims) } });
  const slug = (data as { slug?: unknown } | null)?.slug;
  const address = kind === 'page' ? routeOfPageFile(input.file) : kind === 'post' && typeof slug === 'string' ? `/blog/${slug}` : undefined;
  const noun = kind === 'page' ? 'page' : kind === 'post' ? 'blog post' : undefined;
  const shown = address && address !== '*' && !address.includes('/:') ? address : undefined;
  return {
    file: input.file,
    path: [],
    place: [name],
    where: name,
    kind: added ? 'added' : 'removed',
    ...(noun && { noun }),
    ...(shown && (added ? { after: shown } : { before: shown })),
    ...(line !== undefined && { line }),
  };
}

/**
 * Every change a reader would notice between two versions of one content file, top to bottom.
 * Empty when nothing visible changed (a comment, reformatting, the order of fields): say "No
 * visible change". Fields the build fills in are never listed.
 */
export function describeChanges(input: FileChange): WordedChange[] {
  const kind = input.kind ?? contentKind(input.file);
  if (!kind) return [];
  const isPost = kind === 'post';
  const before = readVersion(input.file, input.before, isPost);
  const after = readVersion(input.file, input.after, isPost);
  if (!before && !after) return [];
  const lookup = claimLookup(input.claims);
  const shown = (data: unknown) => resolveDeep(data, lookup);
  const siteBefore = shown(input.site?.before ?? input.site?.after);
  const siteAfter = shown(input.site?.after ?? input.site?.before);
  if (!before) return [wholeFile(input, kind, shown(after!.data), siteAfter, true, 1)];
  if (!after) return [wholeFile(input, kind, shown(before.data), siteBefore, false, undefined)];

  if (kind === 'claims') {
    const sides = [before.data, after.data].map((data, k) => ({
      data,
      places: placesOf(input.file, kind, data, input.schemas, k ? siteAfter : siteBefore, titleOf(input.schemas.claims)),
      lines: linesOf(input.file, (k ? input.after : input.before)?.text, false),
    }));
    return claimsFileChanges(input.file, sides[0]!, sides[1]!);
  }

  // One name for the file in every change: the new one (a menu label or a title edited with it).
  const name = fileName(input.file, shown(after.data), { site: siteAfter, titles: { site: titleOf(input.schemas.site), claims: titleOf(input.schemas.claims) } });
  const side = (version: { data: unknown }, text: string | undefined, site: unknown): Side => {
    const data = shown(version.data);
    const places = placesOf(input.file, kind, data, input.schemas, site, name);
    const extra = isPost ? (path: Path) => (path[0] === 'body' && path.length === 1 ? [...places.segments([]), ARTICLE_TEXT] : undefined) : undefined;
    return { data, places, lines: linesOf(input.file, text, isPost), extra };
  };
  const walk: Walk = { file: input.file, before: side(before, input.before?.text, siteBefore), after: side(after, input.after?.text, siteAfter), out: [] };
  compareValue(walk, walk.before.data, walk.after.data, [], []);
  if (isPost && (before.body ?? '') !== (after.body ?? '')) {
    compareText(walk, String(shown(before.body ?? '')), String(shown(after.body ?? '')), ['body'], ['body']);
  }
  return walk.out;
}

export { contentKind, fileName, pageName, PLACE_SEPARATOR, type ContentKind } from '../names.ts';
