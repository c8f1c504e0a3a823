import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { RenderResult } from '../../src/entry-server.tsx';
import type { PageData } from '../../src/routing/pageStore.ts';
import { canonicalUrl } from '../../src/head/buildHead.ts';
import { fallbackPathFor, ROUTE_TABLE_URL } from '../../src/routing/dataUrl.ts';
import { budgetFor, entryKey, gzipSize, kb, lazyBlockKeys, staticClosure, type Manifest } from './budget.ts';
import { writeHostFiles, type HostedPage } from './host-files.ts';
import { assembleHtml, outputFileFor } from './html.ts';
import { lastModified } from './lastmod.ts';
import { movedAddressRules } from './moved-addresses.ts';
import { dataFileFor, fallbackDataFileFor, pageDataJson, routeTableJson } from './page-data.ts';
import { createRobots, createSitemap, type SitemapEntry } from './sitemap.ts';
import { createRedirects, staticPathsFor } from './static-paths.ts';
import { buildSummary, type RouteReport } from './summary.ts';

export interface PrerenderPage {
  route: string;
  file: string;
  /** The page as the browser gets it (validated and prepared). */
  page: Page;
  noindex: boolean;
  dynamic: boolean;
}

export interface PrerenderInput {
  root: string;
  dist: string;
  template: string;
  render: (url: string, data: PageData, options?: { fallbackShell?: boolean }) => Promise<RenderResult>;
  site: SiteSettings;
  pages: PrerenderPage[];
}

export type { RouteReport };

/** What a page needs beyond the entry, by the set of blocks it renders (pages share few sets). */
function blockAssets(dist: string, manifest: Manifest) {
  const first = staticClosure(manifest, [entryKey(manifest)]);
  const cache = new Map<string, { preloads: string[]; css: string; jsFiles: string[]; js: number; cssBytes: number }>();
  const read = (f: string) => readFileSync(path.join(dist, f), 'utf8');
  return (blockTypes: string[]) => {
    const key = [...blockTypes].sort().join(' ');
    let found = cache.get(key);
    if (!found) {
      const blocks = staticClosure(manifest, lazyBlockKeys(manifest, blockTypes));
      const jsFiles = [...new Set([...first.js, ...blocks.js])];
      const cssFiles = [...new Set([...first.css, ...blocks.css])];
      found = {
        preloads: [...blocks.js].filter((f) => !first.js.has(f)).map((f) => `/${f}`),
        // The page's own styles (entry and blocks) are inlined: small, and the first paint then waits for no request.
        css: cssFiles.map(read).join('\n'),
        jsFiles,
        js: jsFiles.reduce((n, f) => n + gzipSize(dist, f), 0),
        cssBytes: cssFiles.reduce((n, f) => n + gzipSize(dist, f), 0),
      };
      cache.set(key, found);
    }
    return found;
  };
}

/** Renders every route to dist/ with its data file, then writes the route table, sitemap, robots.txt and host rules. */
export async function prerenderSite(input: PrerenderInput) {
  const { dist, template, site } = input;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const assetsFor = blockAssets(dist, manifest);
  const report: RouteReport[] = [];
  const hosted: HostedPage[] = [];
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

  const emit = async (url: string, files: { html: string; data: string }, page: PrerenderPage, fallbackShell = false) => {
    const out = await input.render(url, { route: page.route, page: page.page }, { fallbackShell });
    const assets = assetsFor(out.blockTypes);
    // A fallback shell serves addresses unknown at build time: the browser renders it afresh from the route's data.
    const json = JSON.stringify(out.data);
    const dataJson = fallbackShell ? undefined : json;
    await write(files.html, assembleHtml(template, { head: out.head, html: out.html, dataJson, lang: site.locale, preloads: assets.preloads, css: assets.css }));
    await write(files.data, pageDataJson(json, assets.preloads));
    report.push({ path: url, file: files.html, js: assets.js, css: assets.cssBytes, budget: budgetFor(page.route), jsFiles: assets.jsFiles });
    hosted.push({ path: url, route: page.route, file: files.html, blockTypes: out.blockTypes });
  };

  const dynamicRoutes: string[] = [];
  const dates = (file: string) => lastModified(input.root, file);
  for (const page of input.pages) {
    if (page.route === '*') {
      await emit('/404', { html: '404.html', data: dataFileFor('/404', '*') }, page);
      continue;
    }
    const paths = page.dynamic ? await staticPathsFor(page.route) : [{ path: page.route }];
    if (page.dynamic) {
      dynamicRoutes.push(page.route);
      const shell = fallbackPathFor(page.route);
      await emit(shell, { html: `${shell.slice(1)}.html`, data: fallbackDataFileFor(page.route) }, page, true);
    }
    for (const { path: url, lastmod } of paths) {
      await emit(url, { html: outputFileFor(url), data: dataFileFor(url, page.route) }, page);
      addresses.push(url);
      if (!page.noindex) sitemap.push({ loc: canonicalUrl(site, url), lastmod: lastmod ?? dates(page.file) });
    }
  }

  const routeTable = routeTableJson(addresses);
  await write(ROUTE_TABLE_URL.slice(1), routeTable);
  await write('sitemap.xml', createSitemap(sitemap));
  await write('robots.txt', createRobots(site.url));
  await write('_redirects', createRedirects(dynamicRoutes, movedAddressRules(site.redirects)));
  await Promise.all(writing);
  await writeHostFiles({ root: input.root, dist, site, pages: hosted });

  const overBudget = report.filter((r) => r.js > r.budget).map((r) => `${r.path} (${kb(r.js)} of ${kb(r.budget)})`);
  const summary = (ms: number) => buildSummary({ report, sitemapEntries: sitemap.length, routeTable, gzipSize: (f) => gzipSize(dist, f), ms });
  return { report, sitemap, overBudget, summary };
}
