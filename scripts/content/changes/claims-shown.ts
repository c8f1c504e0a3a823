/**
 * Where a claim shows, page by page, from the claims usage code (claimUsages in
 * scripts/content/claims/usages.ts, or the Studio's list of claims): so a changed figure is
 * reported once with every page that shows it.
 */
import { resolveDeep } from '../claims/syntax.ts';
import { contentKind, fileName, pageName, PLACE_SEPARATOR, routeOfPageFile } from '../names.ts';
import type { ChangeSchemas, ClaimValues, Path } from './types.ts';
import { ARTICLE_TEXT, placesOf } from './file-places.ts';

/** One place a claim is used (a ClaimPlace of usages.ts has this shape). */
export interface ClaimUseLike {
  file: string;
  line: number;
  /** The field inside the file; empty for a blog post's article text. */
  path: Path;
}

/** A file showing a claim: what it is called, its address, and each place in it. */
export interface ClaimShown {
  file: string;
  /** "Home", "Site settings", `Blog post "…"`. */
  name: string;
  /** The page's address ("every page" for site.yaml, /blog/<slug> for a post). */
  route?: string;
  lines: number[];
  /** Each place in words, when the file's data was given: "Home › Statistics › Statistic 4 › Value". */
  places: string[];
}

export interface ClaimShownNaming {
  /** site.yaml's data, to name pages by their menu labels. */
  site?: unknown;
  /** The data of the files (a post: its settings), to name pages without a menu label and each place inside them. */
  files?: ReadonlyMap<string, unknown>;
  schemas?: ChangeSchemas;
  /** To show names with claims' values rather than their ids. */
  claims?: ClaimValues;
}

/** The files and places that show claim `id`, site settings first (they are on every page), then by address. */
export function whereClaimIsShown(id: string, uses: readonly (ClaimUseLike & { id?: string })[], naming: ClaimShownNaming = {}): ClaimShown[] {
  const lookup = (claim: string) => naming.claims?.get(claim)?.value;
  const site = resolveDeep(naming.site, lookup);
  const byFile = new Map<string, ClaimShown>();
  for (const use of uses) {
    if (use.id !== undefined && use.id !== id) continue;
    let entry = byFile.get(use.file);
    const kind = contentKind(use.file);
    const data = resolveDeep(naming.files?.get(use.file), lookup);
    if (!entry) {
      const post = kind === 'post' ? `/blog/${use.file.replace(/^.*\//, '').replace(/\.md$/, '')}` : undefined;
      const route = kind === 'site' ? 'every page' : kind === 'page' ? routeOfPageFile(use.file) : post;
      const name = kind === 'page' ? pageName(route!, site, data) : fileName(use.file, data, { site });
      entry = { file: use.file, name, ...(route && { route }), lines: [], places: [] };
      byFile.set(use.file, entry);
    }
    if (!entry.lines.includes(use.line)) entry.lines.push(use.line);
    if (data !== undefined && naming.schemas && kind) {
      const where = kind === 'post' && !use.path.length ? [entry.name, ARTICLE_TEXT].join(PLACE_SEPARATOR) : placesOf(use.file, kind, data, naming.schemas, site).where(use.path);
      if (!entry.places.includes(where)) entry.places.push(where);
    }
  }
  const rank = (e: ClaimShown) => (e.route === 'every page' ? '' : (e.route ?? `~${e.file}`));
  return [...byFile.values()].sort((a, b) => rank(a).localeCompare(rank(b)));
}
