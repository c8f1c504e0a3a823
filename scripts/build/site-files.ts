import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import { brandLogoFile } from './brand-logo.ts';
import { kb, staticRoutesJsBudget } from './budget.ts';
import { writeHostFiles } from './host-files.ts';
import { movedAddressRules } from './moved-addresses.ts';
import type { PageRecord } from './page-output.ts';
import type { DynamicRoute } from './redirects.ts';
import { createRobots, createSitemap, type SitemapEntry } from './sitemap.ts';
import { SPECULATION_RULES_FILE, speculationRules } from './speculation.ts';
import { buildSummary } from './summary.ts';

/** What the build keeps of one route once its pages are written: small records, never HTML. */
export interface RouteRun {
  /** The route's place in the site's route order, so shards' runs merge into one order. */
  order: number;
  route: string;
  /** A route without a parameter, not the not-found page. */
  static: boolean;
  /** Its pages' records, in the order they were written. */
  records: PageRecord[];
  sitemap: SitemapEntry[];
  addresses: string[];
  dynamic?: DynamicRoute;
}

/**
 * The files of the whole site, written from the routes' records (from one build, or from every
 * shard's): the sitemap, robots.txt, the speculation rules and the host files. Returns the report,
 * what is over its budget and the summary. Nothing here reads a page back.
 */
export function writeSiteFiles(input: { root: string; dist: string; site: SiteSettings; runs: RouteRun[] }) {
  const { root, dist, site } = input;
  const runs = [...input.runs].sort((a, b) => a.order - b.order);
  const report = runs.flatMap((r) => r.records);
  const sitemap = runs.flatMap((r) => r.sitemap);
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write('sitemap.xml', createSitemap(sitemap));
  write('robots.txt', createRobots(site.url));
  write(SPECULATION_RULES_FILE, speculationRules());
  write(...brandLogoFile(root));
  const dynamicRoutes = runs.flatMap((r) => (r.dynamic ? [r.dynamic] : []));
  const hostFiles = writeHostFiles({ root, dist, site, pages: report, dynamicRoutes, addresses: [...runs.flatMap((r) => r.addresses), ...dynamicRoutes.flatMap((d) => filesInFolder(dist, d.prefix))], moved: movedAddressRules(site.redirects) });

  const overBudget = report.filter((r) => r.js > r.budget).map((r) => `${r.path} (${kb(r.js)} of ${kb(r.budget)})`);
  // The routes without a parameter, as before islands were measured (the not-found page and the blog's posts aside).
  const staticRoutes = new Set(runs.filter((r) => r.static).map((r) => r.route));
  const staticRoutesJs = report.filter((r) => staticRoutes.has(r.path)).reduce((n, r) => n + r.js, 0);
  const staticRoutesBudget = staticRoutesJsBudget(staticRoutes.size);
  if (staticRoutesJs > staticRoutesBudget) overBudget.push(`the routes without a parameter together (${kb(staticRoutesJs)} of ${kb(staticRoutesBudget)})`);
  const summary = (ms: number) =>
    buildSummary({ report, sitemapEntries: sitemap.length, staticRoutes: { count: staticRoutes.size, js: staticRoutesJs, budget: staticRoutesBudget }, ms, hostFiles });
  return { report, sitemap, overBudget, summary };
}

/**
 * The files (not pages) the site serves from a folder with a fallback, such as the blog's pictures
 * (content/public/blog/*.webp), as addresses. Cloudflare applies _redirects before files, so each
 * needs a rule serving it as itself, or the folder's fallback would answer it with the shell's HTML.
 */
export function filesInFolder(dist: string, prefix: string): string[] {
  const folder = path.join(dist, prefix);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.html'))
    .map((e) => `/${path.relative(dist, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}
