import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { RenderOptions, RenderResult } from '../../src/entry-server.tsx';
import type { PageData } from '../../src/routing/pageStore.ts';
import { canonicalUrl } from '../../src/head/buildHead.ts';
import { dynamicPrefix, fallbackPathFor } from '../../src/routing/dataUrl.ts';
import { siteAssets, type Manifest } from './assets.ts';
import { kb, staticRoutesJsBudget } from './budget.ts';
import { HostFilesProblem, writeHostFiles } from './host-files.ts';
import { outputFileFor, pageTemplate } from './html.ts';
import { lastModified } from './lastmod.ts';
import { islandSources, pageOutput, type PageRecord } from './page-output.ts';
import { createRobots, createSitemap, type SitemapEntry } from './sitemap.ts';
import type { DynamicRoute } from './redirects.ts';
import { SPECULATION_RULES_FILE, speculationRules } from './speculation.ts';
import { staticPathsFor } from './static-paths.ts';
import { buildSummary } from './summary.ts';

export interface PrerenderPage {
  route: string;
  file: string;
  /** The page as validated; `prepare` makes it what the browser gets. */
  page: Page;
  noindex: boolean;
  dynamic: boolean;
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
}

/** Renders every address to dist/, then writes the sitemap, robots.txt, the speculation rules and the host rules. */
export async function prerenderSite(input: PrerenderInput) {
  const { dist, site } = input;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const assets = siteAssets(dist, manifest);
  const template = pageTemplate(input.indexHtml, site.locale);
  const report: PageRecord[] = [];
  const sitemap: SitemapEntry[] = [];
  const addresses: string[] = [];
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
  const emit = async (url: string, file: string, page: PrerenderPage, fallbackShell = false) => {
    const rendered = await input.render(url, { route: page.route, page: input.prepare(page.page) }, { fallbackShell, sources: (island) => islandSources(assets, island) });
    const { html, record } = pageOutput(rendered, { path: url, route: page.route, file, template, lang: site.locale, assets });
    if (record.inlineScripts.length) {
      throw new HostFilesProblem(`${file} has inline scripts, which the Content-Security-Policy blocks: <script>${record.inlineScripts[0]}… Load code from a file instead (JSON data blocks are fine).`);
    }
    await write(file, html);
    report.push(record);
  };

  const dynamicRoutes: DynamicRoute[] = [];
  const dates = (file: string) => lastModified(input.root, file);
  const staticRoutes = new Set<string>();
  for (let page = input.pages.shift(); page; page = input.pages.shift()) {
    if (!page.dynamic && page.route !== '*') staticRoutes.add(page.route);
    if (page.route === '*') {
      await emit('/404', outputFileFor('*'), page);
      continue;
    }
    const paths = page.dynamic ? await staticPathsFor(page.route) : [{ path: page.route }];
    if (page.dynamic) {
      const shell = fallbackPathFor(page.route);
      dynamicRoutes.push({ prefix: dynamicPrefix(page.route), fallback: shell });
      await emit(shell, outputFileFor(shell), page, true);
    }
    for (const { path: url, lastmod } of paths) {
      await emit(url, outputFileFor(url), page);
      addresses.push(url);
      if (!page.noindex) sitemap.push({ loc: canonicalUrl(site, url), lastmod: lastmod ?? dates(page.file) });
    }
  }

  await write('sitemap.xml', createSitemap(sitemap));
  await write('robots.txt', createRobots(site.url));
  await write(SPECULATION_RULES_FILE, speculationRules());
  await Promise.all(writing);
  const hostFiles = writeHostFiles({ root: input.root, dist, site, pages: report, dynamicRoutes, addresses });

  const overBudget = report.filter((r) => r.js > r.budget).map((r) => `${r.path} (${kb(r.js)} of ${kb(r.budget)})`);
  // The routes without a parameter, as before islands were measured (the not-found page and the blog's posts aside).
  const staticRoutesJs = report.filter((r) => staticRoutes.has(r.path)).reduce((n, r) => n + r.js, 0);
  const staticRoutesBudget = staticRoutesJsBudget(staticRoutes.size);
  if (staticRoutesJs > staticRoutesBudget) overBudget.push(`the routes without a parameter together (${kb(staticRoutesJs)} of ${kb(staticRoutesBudget)})`);
  const summary = (ms: number) =>
    buildSummary({ report, sitemapEntries: sitemap.length, staticRoutes: { count: staticRoutes.size, js: staticRoutesJs, budget: staticRoutesBudget }, ms, hostFiles });
  return { report, sitemap, overBudget, summary };
}
