import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { RenderOptions, RenderResult } from '../../src/entry-server.tsx';
import type { PageData } from '../../src/routing/pageStore.ts';
import { canonicalUrl } from '../../src/head/buildHead.ts';
import { dynamicPrefix, fallbackPathFor } from '../../src/routing/dataUrl.ts';
import { siteAssets, type Manifest } from './assets.ts';
import { HostFilesProblem } from './host-files.ts';
import { outputFileFor, pageTemplate } from './html.ts';
import { lastModified } from './lastmod.ts';
import { islandSources, pageOutput } from './page-output.ts';
import type { PageRecord } from './page-output.ts';
import type { RouteRun } from './site-files.ts';
import { staticPathsFor } from './static-paths.ts';

export interface PrerenderPage {
  route: string;
  file: string;
  /** The page as validated; `prepare` makes it what the browser gets. */
  page: Page;
  noindex: boolean;
  dynamic: boolean;
}

/** Outputs kept from the last build (build-cache.ts): a page is rendered only when its key is new. */
export interface OutputCache {
  key(page: { url: string; route: string; fallbackShell: boolean; data: Page }): string;
  /** The record of the file as written from the same key, if dist/ still has it. */
  reuse(file: string, key: string): PageRecord | undefined;
  store(file: string, key: string, size: number, record: PageRecord): void;
}

export interface PrerenderInput {
  root: string;
  dist: string;
  /** The project's index.html (the frame of every page). */
  indexHtml: string;
  render: (url: string, data: PageData, options?: RenderOptions) => Promise<RenderResult>;
  site: SiteSettings;
  /**
   * Every page, in route order. The prerender empties the list as it goes: a page's data is let go
   * once its HTML is written, so memory shrinks as the build advances instead of holding every page.
   */
  pages: PrerenderPage[];
  /** Prepares a page's blocks (markdown to nodes…) just before it renders, so no two pages' are held at once. */
  prepare: (page: Page) => Page;
  /** Which routes this build renders (a shard's share, see shards.ts); all by default. */
  renders?: (route: string) => boolean;
  /** The Vite manifest of the client bundle (dist/.vite/manifest.json when just built). */
  manifest: Manifest;
  cache?: OutputCache;
}

/**
 * Renders the routes' addresses to dist/ and returns one small record per route: what the sitemap,
 * the host files and the report need, in route order, without any page's HTML or data.
 */
export async function prerenderRoutes(input: PrerenderInput): Promise<RouteRun[]> {
  const { dist, site } = input;
  const assets = siteAssets(dist, input.manifest);
  const template = pageTemplate(input.indexHtml, site.locale);
  const runs: RouteRun[] = [];
  // Files are written while the next pages render; a bounded number at a time keeps memory flat.
  const folders = new Set<string>();
  const writing = new Set<Promise<void>>();
  const write = async (file: string, text: string) => {
    const folder = path.dirname(path.join(dist, file));
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    const done: Promise<void> = writeFile(path.join(dist, file), text).finally(() => writing.delete(done));
    writing.add(done);
    if (writing.size >= 32) await Promise.race(writing);
  };

  // One page: rendered, made into its document and record, written; only the record is kept.
  const emit = async (run: RouteRun, url: string, file: string, page: PrerenderPage, fallbackShell = false) => {
    const key = input.cache?.key({ url, route: page.route, fallbackShell, data: page.page });
    const kept = key === undefined ? undefined : input.cache!.reuse(file, key);
    if (kept) {
      run.records.push(kept);
      return;
    }
    const rendered = await input.render(url, { route: page.route, page: input.prepare(page.page) }, { fallbackShell, sources: (island) => islandSources(assets, island) });
    const { html, record } = pageOutput(rendered, { path: url, route: page.route, file, template, lang: site.locale, assets });
    if (record.inlineScripts.length) {
      throw new HostFilesProblem(`${file} has inline scripts, which the Content-Security-Policy blocks: <script>${record.inlineScripts[0]}… Load code from a file instead (JSON data blocks are fine).`);
    }
    await write(file, html);
    if (key !== undefined) input.cache!.store(file, key, Buffer.byteLength(html), record);
    run.records.push(record);
  };

  const dates = (file: string) => lastModified(input.root, file);
  for (let order = 0, page = input.pages.shift(); page; order++, page = input.pages.shift()) {
    if (input.renders && !input.renders(page.route)) continue;
    const run: RouteRun = { order, route: page.route, static: !page.dynamic && page.route !== '*', records: [], sitemap: [], addresses: [] };
    runs.push(run);
    if (page.route === '*') {
      await emit(run, '/404', outputFileFor('*'), page);
      continue;
    }
    const paths = page.dynamic ? await staticPathsFor(page.route) : [{ path: page.route }];
    if (page.dynamic) {
      const shell = fallbackPathFor(page.route);
      run.dynamic = { prefix: dynamicPrefix(page.route), fallback: shell };
      await emit(run, shell, outputFileFor(shell), page, true);
    }
    for (const { path: url, lastmod } of paths) {
      await emit(run, url, outputFileFor(url), page);
      run.addresses.push(url);
      if (!page.noindex) run.sitemap.push({ loc: canonicalUrl(site, url), lastmod: lastmod ?? dates(page.file) });
    }
  }
  await Promise.all(writing);
  return runs;
}
