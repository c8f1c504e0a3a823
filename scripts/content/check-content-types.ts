// What checkContent (check-content.ts) takes and gives back.
import type { BlogPost } from '../../src/blog/types.ts';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { CheckCache } from './check-cache.ts';
import type { ClaimsIndex } from './claims/index.ts';
import type { ContentCache, ContentFilesOptions } from './content-files.ts';
import type { PageStamps } from './page-stamps.ts';
import type { ContentProblem } from './problem.ts';
import type { RouteEntry } from './routes.ts';

/** What `npm run validate` needs of the content, as small records: no page's data or text is kept. */
export interface CheckedContent {
  site: SiteSettings | undefined;
  /** Every problem, in the same order as loadContent gives them. */
  problems: ContentProblem[];
  /** The text of each file with a problem, for code frames. */
  sources: Map<string, string>;
  /** How many content files were checked (site.yaml, claims.yaml, pages, blog posts). */
  filesChecked: number;
  /** Every page file in file order, and whether it can be shown (no problems of its own). */
  pages: { route: string; file: string; valid: boolean; dataKey: string; noindex: boolean }[];
  /**
   * A page's data as loadContent gives it (checked, every claim filled in), read and parsed again:
   * the build reads each page it renders, one at a time, rather than holding them all.
   */
  readPage(route: string, file: string): Page;
  /**
   * The same as JSON, for the render, with its blocks prepared (prepareBlocks: markdown made into nodes). With `keepData`, a page checked in this run hands over the
   * data its check made (once: it is let go), rather than being read and parsed a second time.
   */
  pageJson(route: string, file: string): string;
  posts: BlogPost[];
  claims: ClaimsIndex;
  /** How many pages were checked, and how many came from the cache unchanged. */
  counts: { pages: number; fromCache: number };
}

export interface CheckOptions extends Omit<ContentFilesOptions, 'cache'> {
  /** Page results kept between checks (in memory; on disk with CheckCache.open, once the caller calls save()). */
  cache?: CheckCache;
  /** File texts and listings kept between checks (the dev server: only files the watcher reports are read again). */
  files?: ContentCache;
  /**
   * Keep each page's checked data as JSON until pageJson asks for it, up to this many bytes in all
   * (the build: a page is then parsed once per build; past the budget, pages are read again).
   */
  keepData?: number;
  /** Called for each page checked afresh, not taken from the cache (the build's quick start counts them, quick-run.ts). */
  onPageChecked?: () => void;
  /** Each page file's stamp taken by a thread while the caches were read (the build, see page-stamps.ts); taken page by page otherwise. */
  stamps?: PageStamps;
  /** The hash of a file's text, when the caller keeps them (textHash otherwise). */
  hash?: (file: string, text: string) => string;
  /**
   * Called once the site settings are checked and the pages listed, before any page is read: the
   * settings (undefined when site.yaml has a mistake) and every page's route and file. The build starts
   * its bundler here, while the pages are checked (scripts/build/early-bundle.ts).
   */
  onSite?: (site: SiteSettings | undefined, pages: readonly RouteEntry[]) => void;
}
