import type { BlogPost } from '../../src/blog/types.ts';
import type { SiteSettings } from '../../src/generated/content.ts';
import { canonicalUrl } from '../../src/head/buildHead.ts';
import { dynamicPrefix, fallbackPathFor } from '../../src/routing/dataUrl.ts';
import { outputFileFor } from './html.ts';
import { lastModified } from './lastmod.ts';
import type { PageRecord } from './page-output.ts';
import { pageRenderers } from './render-pool.ts';
import { pageRenderer, type RenderJob, type RenderSetup } from './render-page.ts';
import type { RouteRun } from './site-files.ts';
import { staticPathsFor } from './static-paths.ts';
import { workAhead } from './quick-run.ts';
import { timed } from './stages.ts';

export interface PrerenderPage {
  route: string;
  file: string;
  /** What the page's data is made of (its text, the claims it uses): the same key, the same data. */
  dataKey: string;
  /** The page's data (checked, claims filled in, blocks prepared) as JSON, asked for only when one of its addresses is rendered. */
  json: () => string;
  noindex: boolean;
  dynamic: boolean;
}

/** Outputs kept from the last build (build-cache.ts): a page is rendered only when its key is new. */
export interface OutputCache {
  key(page: { url: string; route: string; fallbackShell: boolean; dataKey: string }): string;
  /** The record of the file as written from the same key, if dist/ still has it. */
  reuse(file: string, key: string): PageRecord | undefined;
  store(file: string, key: string, size: number, record: PageRecord): void;
}

export interface PrerenderInput {
  root: string;
  /** The server bundle, the client manifest, index.html and dist/. */
  setup: RenderSetup;
  site: SiteSettings;
  /**
   * Every page, in route order. The prerender empties the list as it goes: a page's data is let go
   * once its HTML is written, so memory shrinks as the build advances instead of holding every page.
   */
  pages: PrerenderPage[];
  /** Which routes this build renders (a shard's share, see shards.ts); all by default. */
  renders?: (route: string) => boolean;
  cache?: OutputCache;
  /** content/blog's posts as the content check read them (the addresses of /blog/:slug without the live table). */
  posts?: readonly BlogPost[];
  /**
   * --watch, once after its first build: when no page had to be rendered, the first page is rendered
   * again without being written, so that the first save finds the server bundle loaded and React's
   * code compiled (see build.ts).
   */
  warm?: boolean;
}

/**
 * Renders the routes' addresses to dist/ and returns one small record per route: what the sitemap,
 * the host files and the report need, in route order, without any page's HTML or data.
 */
export async function prerenderRoutes(input: PrerenderInput): Promise<RouteRun[]> {
  const { site } = input;
  const runs: RouteRun[] = [];
  // First every page's place and key: a page the cache has keeps its record; the others are rendered
  // after, together, so that threads start only when there are enough pages to share.
  const toRender: Pending[] = [];
  let first: { page: PrerenderPage; job: Omit<RenderJob, 'json'> } | undefined;
  const emit = (run: RouteRun, page: PrerenderPage, job: Omit<RenderJob, 'json'>) => {
    first ??= { page, job };
    const key = input.cache && timed('cache', () => input.cache!.key({ ...job, dataKey: page.dataKey }));
    const kept = key === undefined ? undefined : timed('cache', () => input.cache!.reuse(job.file, key));
    const place = run.records.push(kept!) - 1;
    if (!kept) toRender.push({ run, place, page, job, key });
  };
  const dates = (file: string) => lastModified(input.root, file);
  for (let order = 0, page = input.pages.shift(); page; order++, page = input.pages.shift()) {
    if (input.renders && !input.renders(page.route)) continue;
    const run: RouteRun = { order, route: page.route, static: !page.dynamic && page.route !== '*', records: [], sitemap: [], addresses: [] };
    runs.push(run);
    const job = (url: string, fallbackShell = false) => ({ url, file: outputFileFor(url === '/404' ? '*' : url), route: page!.route, fallbackShell });
    if (page.route === '*') {
      emit(run, page, job('/404'));
      continue;
    }
    const paths = page.dynamic ? await staticPathsFor(page.route, input.posts) : [{ path: page.route }];
    if (page.dynamic) {
      const shell = fallbackPathFor(page.route);
      run.dynamic = { prefix: dynamicPrefix(page.route), fallback: shell };
      emit(run, page, job(shell, true));
    }
    for (const { path: url, lastmod } of paths) {
      emit(run, page, job(url));
      run.addresses.push(url);
      if (!page.noindex) run.sitemap.push({ loc: canonicalUrl(site, url), lastmod: lastmod ?? dates(page.file) });
    }
  }
  workAhead(toRender.length);
  if (toRender.length) await renderAll(input, toRender);
  else if (input.warm && first) await (await pageRenderer(input.setup, { dryRun: true }))({ ...first.job, json: first.page.json() });
  return runs;
}

interface Pending {
  run: RouteRun;
  place: number;
  page: PrerenderPage;
  job: Omit<RenderJob, 'json'>;
  key?: string;
}

/**
 * Renders the pages in order on the render threads, a bounded number in flight; each record takes
 * its page's place. A page's data is read just before its first address renders and let go after
 * its last (a route with a parameter, such as the blog's posts, renders many addresses from one page).
 */
async function renderAll(input: PrerenderInput, pages: Pending[]): Promise<void> {
  const renderer = await pageRenderers(input.setup, pages.length);
  const inFlight = new Set<Promise<void>>();
  let current: { page: PrerenderPage; json: string } | undefined;
  try {
    for (let next = pages.shift(); next; next = pages.shift()) {
      const { run, place, page, key } = next;
      if (current?.page !== page) current = { page, json: page.json() };
      const job: RenderJob = { ...next.job, json: current.json };
      const done: Promise<void> = renderer.render(job).then(({ record, size }) => {
        run.records[place] = record;
        if (key !== undefined) timed('cache', () => input.cache!.store(job.file, key, size, record));
        inFlight.delete(done);
      });
      // Seen by the race or the final wait; marked handled here so a failing page stops the build once.
      done.catch(() => {});
      inFlight.add(done);
      if (inFlight.size >= renderer.capacity) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await renderer.close();
  }
}
