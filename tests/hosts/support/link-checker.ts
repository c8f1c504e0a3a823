import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECKERS, installEngine } from './install.ts';

/**
 * linkinator (installed on first use into the cache) crawling the site an engine serves, from every address
 * given. Links to the site's public host are checked on the engine (the canonical and social links name it);
 * links elsewhere are not followed (CI reaches no other site). Redirects count as failures: a link of the
 * site's own that needs a redirect (/about/ for /about) sends visitors and crawlers through a chain.
 */
export interface LinkReport {
  version: string;
  /** Distinct addresses of the site checked. */
  checked: number;
  /** Each broken or redirecting link: where it is, where it points, and linkinator's own words. */
  problems: string[];
}

interface LinkResult {
  url: string;
  status?: number;
  state: string;
  parent?: string;
  failureDetails?: unknown[];
}

const said = (details: unknown[] = []) =>
  details.map((d) => (d instanceof Error ? d.message : typeof d === 'object' && d && 'status' in d ? `HTTP ${(d as { status: number }).status}` : String(d))).join('; ');

export async function checkLinks(baseURL: string, publicOrigin: string, starts: string[]): Promise<LinkReport> {
  const { dir, version } = await installEngine('linkinator', 'linkinator', CHECKERS);
  const { LinkChecker } = (await import(pathToFileURL(path.join(dir, 'node_modules/linkinator/build/src/index.js')).href)) as {
    LinkChecker: new () => { check: (o: object) => Promise<{ links: LinkResult[] }> };
  };
  const escaped = publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const { links } = await new LinkChecker().check({
    path: starts.map((p) => baseURL + p),
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    redirects: 'error',
    // The site's addresses are clean (/about is a page, not a folder): without this, linkinator resolves the
    // page's own #main against /about/ and reports a redirect no visitor meets.
    cleanUrls: true,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escaped}(?=/|$)`), replacement: baseURL }],
    linksToSkip: async (link: string) => !link.startsWith(baseURL),
  });
  const own = links.filter((l) => l.state !== 'SKIPPED');
  const where = (u?: string) => (u ?? '').replace(baseURL, '') || '/';
  return {
    version,
    checked: new Set(own.map((l) => l.url)).size,
    problems: own.filter((l) => l.state === 'BROKEN').map((l) => `${where(l.url)} (linked from ${where(l.parent)}): ${l.status ?? ''} ${said(l.failureDetails)}`.trim()),
  };
}
