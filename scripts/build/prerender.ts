import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import type { RenderResult } from '../../src/entry-server.tsx';
import { canonicalUrl } from '../../src/head/buildHead.ts';
import { FIRST_LOAD_JS_BUDGET, isBudgetExempt, kb, lazyBlockKeys, routeWeight, staticClosure, type Manifest } from './budget.ts';
import { writeHostFiles, type HostedPage } from './host-files.ts';
import { assembleHtml, outputFileFor } from './html.ts';
import { lastModified } from './lastmod.ts';
import { createRobots, createSitemap, type SitemapEntry } from './sitemap.ts';
import { createRedirects, dynamicPrefix, staticPathsFor } from './static-paths.ts';

export interface PrerenderPage {
  route: string;
  file: string;
  noindex: boolean;
  dynamic: boolean;
}

export interface PrerenderInput {
  root: string;
  dist: string;
  template: string;
  render: (url: string, options?: { fallbackShell?: boolean }) => Promise<RenderResult>;
  site: SiteSettings;
  pages: PrerenderPage[];
}

export interface RouteReport {
  path: string;
  file: string;
  js: number;
  css: number;
  budgetExempt: boolean;
}

/** Renders every route to dist/, then writes the sitemap, robots.txt and host rules. */
export async function prerenderSite(input: PrerenderInput) {
  const { dist, template, site } = input;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const report: RouteReport[] = [];
  const hosted: HostedPage[] = [];
  const sitemap: SitemapEntry[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const firstLoad = staticClosure(manifest, [Object.keys(manifest).find((k) => manifest[k]!.isEntry)!]);

  const emit = async (url: string, file: string, options: { fallbackShell?: boolean; route: string }) => {
    const out = await input.render(url, { fallbackShell: options.fallbackShell });
    const lazy = lazyBlockKeys(manifest, out.blockTypes);
    const blocks = staticClosure(manifest, lazy);
    const preloads = [...blocks.js].filter((f) => !firstLoad.js.has(f)).map((f) => `/${f}`);
    // The page's own styles (entry and blocks) are inlined: small, and the first paint then waits for no request.
    const css = [...new Set([...firstLoad.css, ...blocks.css])].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    const data = options.fallbackShell ? undefined : out.data;
    write(file, assembleHtml(template, { head: out.head, html: out.html, data, lang: site.locale, preloads, css }));
    const weight = routeWeight(dist, manifest, out.blockTypes);
    report.push({ path: url, file, js: weight.js, css: weight.css, budgetExempt: isBudgetExempt(options.route) });
    hosted.push({ path: url, route: options.route, file, blockTypes: out.blockTypes });
    console.log(`  wrote ${file.padEnd(46)} JS ${kb(weight.js).padStart(9)}  CSS ${kb(weight.css).padStart(8)}`);
    return out;
  };

  const dynamicRoutes: string[] = [];
  for (const page of input.pages) {
    if (page.route === '*') {
      await emit('/404', '404.html', { route: '*' });
      continue;
    }
    const paths = page.dynamic ? await staticPathsFor(page.route) : [{ path: page.route }];
    if (page.dynamic) {
      dynamicRoutes.push(page.route);
      await emit(`${dynamicPrefix(page.route)}/_fallback`, `${dynamicPrefix(page.route).slice(1)}/_fallback.html`, { fallbackShell: true, route: page.route });
    }
    const fileDate = lastModified(input.root, page.file);
    for (const { path: url, lastmod = fileDate } of paths) {
      await emit(url, outputFileFor(url), { route: page.route });
      if (!page.noindex) sitemap.push({ loc: canonicalUrl(site, url), lastmod });
    }
  }

  write('sitemap.xml', createSitemap(sitemap));
  write('robots.txt', createRobots(site.url));
  write('_redirects', createRedirects(dynamicRoutes));
  await writeHostFiles({ root: input.root, dist, site, pages: hosted });

  const overBudget = report.filter((r) => !r.budgetExempt && r.js > FIRST_LOAD_JS_BUDGET).map((r) => `${r.path} (${kb(r.js)})`);
  const summary = (ms: number) => {
    const max = Math.max(...report.filter((r) => !r.budgetExempt).map((r) => r.js));
    return [
      '',
      `Built ${report.length} pages in ${(ms / 1000).toFixed(1)} s; sitemap lists ${sitemap.length} addresses.`,
      `First-load JS (gzipped): largest page outside the blog ${kb(max)} of a ${kb(FIRST_LOAD_JS_BUDGET)} budget.`,
    ].join('\n');
  };
  return { report, sitemap, overBudget, summary };
}
