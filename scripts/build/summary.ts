import path from 'node:path';
import { kb } from './budget.ts';
import type { PageRecord } from './page-output.ts';
import type { HostFilesWritten } from './host-files.ts';

export interface SummaryInput {
  report: readonly PageRecord[];
  sitemapEntries: number;
  /** The routes without a parameter (the not-found page aside): how many, their first-load JS together and its budget. */
  staticRoutes: { count: number; js: number; budget: number };
  ms: number;
  hostFiles?: HostFilesWritten;
}

/** Per-page lines are printed up to this many pages; above it, the heaviest pages only. */
const LIST_ALL_UP_TO = 60;
const HEAVIEST = 10;

const KIND = { static: 'static', islands: 'islands', react: 'islands, React' } as const;

function pageLines(r: PageRecord): string[] {
  const head = `  ${r.file.padEnd(46)} JS ${kb(r.js).padStart(8)} of ${kb(r.budget).padStart(7)}  CSS ${kb(r.css).padStart(7)}  (${KIND[r.kind]})`;
  const islands = r.islands.map((i) => {
    const how = i.react ? 'React' : 'script';
    const when = i.firstLoad ? '' : ', not in the first load';
    return `      ${i.block.padEnd(16)} ${i.when.padEnd(11)} ${how.padEnd(6)} ${kb(i.js).padStart(8)}${when}`;
  });
  const react = r.react ? [`      ${'React'.padEnd(35)} ${kb(r.react.js).padStart(8)}${r.react.firstLoad ? '' : ', on the first interaction'}`] : [];
  return [head, ...islands, ...react];
}

/** The build's closing report: every page with its islands and their JavaScript, the budgets, the total and the host settings. */
export function buildSummary({ report, sitemapEntries, staticRoutes, ms, hostFiles }: SummaryInput): string {
  const lines =
    report.length <= LIST_ALL_UP_TO
      ? report.flatMap(pageLines)
      : [`  The ${HEAVIEST} heaviest of ${report.length} pages:`, ...[...report].sort((a, b) => b.js - a.js).slice(0, HEAVIEST).flatMap(pageLines)];
  const count = (kind: PageRecord['kind']) => report.filter((r) => r.kind === kind).length;
  return [
    ...lines,
    '',
    `Built ${report.length} pages in ${(ms / 1000).toFixed(1)} s; sitemap lists ${sitemapEntries} addresses.`,
    `First-load JS (gzipped, as a page loads and stays idle 5 s): ${count('static')} static pages, ${count('islands')} with islands of their own script, ${count('react')} with React at first load; largest ${kb(Math.max(0, ...report.map((r) => r.js)))}.`,
    `The ${staticRoutes.count} routes without a parameter together: ${kb(staticRoutes.js)} of ${kb(staticRoutes.budget)} allowed (35% of what as many loaded before islands).`,
    ...(hostFiles
      ? [
          `Host settings: _headers (${hostFiles.headerRules} rules) and _redirects (${hostFiles.redirectRules} rules) in dist/ for Cloudflare Pages and Netlify; ` +
            `nginx settings beside dist/ (not uploaded) in ${path.relative(process.cwd(), hostFiles.nginx) || hostFiles.nginx}, serving ${hostFiles.nginxRoot} (set NGINX_ROOT for the server's folder), ` +
            'with nginx-tls.conf and nginx-http-redirect.conf for the https and port-80 servers.',
        ]
      : []),
  ].join('\n');
}
