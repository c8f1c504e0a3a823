import path from 'node:path';
import { CheckCache } from '../content/check-cache.ts';
import { checkContent, type CheckedContent, type CheckOptions } from '../content/check-content.ts';
import { PageStamps } from '../content/page-stamps.ts';
import { dynamicRoutesOf, isDynamicRoute, sortRoutes } from '../content/routes.ts';
import type { BuildContent } from '../vite/content-plugin.ts';
import { workAhead } from './quick-run.ts';
import { timed } from './stages.ts';
import type { LaterWrites, Warm } from './watch-state.ts';

/**
 * Kept results from which the stamps thread pays for itself: about 2,000 pages. Its start costs this thread a few
 * milliseconds, and taking a stamp here 6-7 µs a page on this machine's kernel.
 */
const STAMPS_THREAD_BYTES = 4 * 1024 * 1024;

/**
 * Checks the content one page at a time (scripts/content/check-content.ts; pages unchanged since the
 * last check come from its cache, kept in memory under --watch).
 */
export function checkForBuild(root: string, options: { warm?: Warm; later: LaterWrites; onSite?: CheckOptions['onSite'] }): CheckedContent {
  const { warm, later, onSite } = options;
  // Many kept results (a site of thousands of pages): their files' stamps are taken on the other core while they are read.
  const stamps = !warm && CheckCache.keptBytes(root) >= STAMPS_THREAD_BYTES ? PageStamps.start(root, 'content/pages') : undefined;
  const checks = warm?.checks ?? timed('cache', () => CheckCache.open(root));
  if (checks.note && !warm?.checks) console.error(checks.note);
  if (warm) warm.checks = { cache: checks.cache };
  // The check's data of each page it parses is handed to the render: 16 MB of it held, the rest in a file (hand-over.ts).
  // Holding 64 MB took a cold build of 10,027 pages to a peak of 527 MB; 16 MB, to 398 MB, in the same time.
  const content = checkContent(root, path.join(root, 'schemas'), { cache: checks.cache, keepData: 16 * 1024 * 1024, onSite, stamps, onPageChecked: () => workAhead(1), ...(warm && { files: warm.files, hash: warm.hash }) });
  later.add(() => timed('cache', () => checks.cache.save()));
  return content;
}

/**
 * What the build needs of each valid page: its route, file, the key of its data and a way to read it
 * again when it renders (no page's data is held); and what the bundler is handed.
 */
export function pagesForBuild(content: CheckedContent) {
  const pages = sortRoutes(content.pages.filter((p) => p.valid));
  return {
    bundleContent: { site: content.site!, dynamicRoutes: dynamicRoutesOf(pages) } satisfies BuildContent,
    posts: content.posts,
    pages: pages.map(({ route, file, dataKey, noindex }) => ({ route, file, dataKey, noindex, dynamic: isDynamicRoute(route), json: () => content.pageJson(route, file) })),
  };
}
