import type { RedirectRule } from './redirects.ts';

/**
 * The site settings' "Moved addresses" (`redirects` in content/site.yaml) as host rules: each old
 * address answers with a permanent redirect (301) to its new one. Pure records, so every host file
 * that the build writes (`_redirects` for Netlify and Cloudflare Pages, the nginx settings) is
 * made from the same list (scripts/build/redirects.ts); validate has already refused old addresses that are still pages, new
 * ones that are no page, and loops.
 */
export interface MovedAddress {
  from: string;
  to: string;
}

/** A moved address: the old address (a site path without a trailing slash) and where it leads (a site path or a full https:// address, as written). */
export type MovedRule = RedirectRule & { status: 301 };

/** `/blog/old/` and `/blog/old` are one address to a host; the root stays `/`. */
const normalise = (address: string): string => (address.length > 1 ? address.replace(/\/+$/, '') : address);

export function movedAddressRules(moved: readonly MovedAddress[] | undefined): MovedRule[] {
  const seen = new Set<string>();
  const rules: MovedRule[] = [];
  for (const entry of moved ?? []) {
    const from = normalise(entry.from);
    if (seen.has(from)) continue;
    seen.add(from);
    rules.push({ from, to: entry.to, status: 301 });
  }
  return rules;
}
