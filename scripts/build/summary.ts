import { kb, STATIC_ROUTES_JS_BUDGET, BEFORE_ISLANDS_STATIC_ROUTES_JS } from './budget.ts';
import type { PageRecord } from './page-output.ts';

export interface SummaryInput {
  report: readonly PageRecord[];
  sitemapEntries: number;
  /** First-load JS of the routes without a parameter (the not-found page aside), together. */
  staticRoutesJs: number;
  ms: number;
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

/** The build's closing report: every page with its islands and their JavaScript, the budgets and the total. */
export function buildSummary({ report, sitemapEntries, staticRoutesJs, ms }: SummaryInput): string {
  const lines =
    report.length <= LIST_ALL_UP_TO
      ? report.flatMap(pageLines)
      : [`  The ${HEAVIEST} heaviest of ${report.length} pages:`, ...[...report].sort((a, b) => b.js - a.js).slice(0, HEAVIEST).flatMap(pageLines)];
  const count = (kind: PageRecord['kind']) => report.filter((r) => r.kind === kind).length;
  const share = Math.round((100 * staticRoutesJs) / BEFORE_ISLANDS_STATIC_ROUTES_JS);
  return [
    ...lines,
    '',
    `Built ${report.length} pages in ${(ms / 1000).toFixed(1)} s; sitemap lists ${sitemapEntries} addresses.`,
    `First-load JS (gzipped, as a page loads and stays idle 5 s): ${count('static')} static pages, ${count('islands')} with islands of their own script, ${count('react')} with React at first load; largest ${kb(Math.max(0, ...report.map((r) => r.js)))}.`,
    `The routes without a parameter together: ${kb(staticRoutesJs)} of ${kb(STATIC_ROUTES_JS_BUDGET)} allowed (${share}% of the ${kb(BEFORE_ISLANDS_STATIC_ROUTES_JS)} before islands).`,
  ].join('\n');
}
