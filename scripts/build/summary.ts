import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { isBlogRoute, kb } from './budget.ts';
import type { HostFilesWritten } from './host-files.ts';

export interface RouteReport {
  path: string;
  /** The HTML file, relative to dist/. */
  file: string;
  /** First-load JS and CSS, gzipped bytes. */
  js: number;
  css: number;
  /** The route's first-load JS budget, gzipped bytes. */
  budget: number;
  /** The JS files of the first load (for the shared-chunk list). */
  jsFiles: string[];
}

export interface SummaryInput {
  report: RouteReport[];
  sitemapEntries: number;
  routeTable: string;
  gzipSize: (file: string) => number;
  ms: number;
  hostFiles?: HostFilesWritten;
}

/** Per-page lines are printed up to this many pages; above it, the heaviest pages only. */
const LIST_ALL_UP_TO = 60;
const HEAVIEST = 10;

const pageLine = (r: RouteReport): string => `  ${r.file.padEnd(46)} JS ${kb(r.js).padStart(9)}  CSS ${kb(r.css).padStart(8)}`;

/** Chunks loaded first by more than one page, largest first, with how many pages load them. */
export function sharedChunks(report: readonly RouteReport[], gzipSize: (file: string) => number, count = 5): string[] {
  const pages = new Map<string, number>();
  for (const r of report) for (const f of r.jsFiles) pages.set(f, (pages.get(f) ?? 0) + 1);
  return [...pages]
    .filter(([, n]) => n > 1)
    .sort((a, b) => gzipSize(b[0]) - gzipSize(a[0]))
    .slice(0, count)
    .map(([file, n]) => `${file} ${kb(gzipSize(file))} (${n} pages)`);
}

/** The build's closing report: pages, budgets, the route table and the shared chunks, so a regression shows in every build. */
export function buildSummary({ report, sitemapEntries, routeTable, gzipSize, ms, hostFiles }: SummaryInput): string {
  const lines =
    report.length <= LIST_ALL_UP_TO
      ? report.map(pageLine)
      : [`  The ${HEAVIEST} heaviest of ${report.length} pages:`, ...[...report].sort((a, b) => b.js - a.js).slice(0, HEAVIEST).map(pageLine)];
  const worst = (blog: boolean) => Math.max(0, ...report.filter((r) => isBlogRoute(r.path) === blog).map((r) => r.js));
  const budgetOf = (blog: boolean) => report.find((r) => isBlogRoute(r.path) === blog)?.budget ?? 0;
  const table = Buffer.byteLength(routeTable);
  return [
    ...lines,
    '',
    `Built ${report.length} pages in ${(ms / 1000).toFixed(1)} s; sitemap lists ${sitemapEntries} addresses.`,
    `First-load JS (gzipped): largest page outside the blog ${kb(worst(false))} of a ${kb(budgetOf(false))} budget; largest blog page ${kb(worst(true))} of ${kb(budgetOf(true))}.`,
    `Route table (_data/routes.json, fetched on the first client navigation, never before hydration): ${kb(table)}, ${kb(gzipSync(routeTable).length)} gzipped.`,
    `Largest shared chunks: ${sharedChunks(report, gzipSize).join('; ')}.`,
    ...(hostFiles
      ? [
          `Host settings: _headers (${hostFiles.headerRules} rules) and _redirects (${hostFiles.redirectRules} rules) in dist/ for Cloudflare Pages and Netlify; ` +
            `nginx settings beside dist/ (not uploaded) in ${path.relative(process.cwd(), hostFiles.nginx) || hostFiles.nginx}, serving ${hostFiles.nginxRoot} (set NGINX_ROOT for the server's folder).`,
        ]
      : []),
  ].join('\n');
}
