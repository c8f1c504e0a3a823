/**
 * The site settings' "Moved addresses" (`redirects` in content/site.yaml) as host rules: each old
 * address answers with a permanent redirect (301) to its new one. Pure records, so every host file
 * that the build writes (`_redirects` for Netlify and Cloudflare Pages, a server's own config) is
 * made from the same list; validate has already refused old addresses that are still pages, new
 * ones that are no page, and loops.
 */
export interface MovedAddress {
  from: string;
  to: string;
}

export interface RedirectRule {
  /** The old address, a site path without a trailing slash (/blog/old-post). */
  from: string;
  /** Where it leads: a site path or a full https:// address, as written. */
  to: string;
  status: 301;
}

/** `/blog/old/` and `/blog/old` are one address to a host; the root stays `/`. */
const normalise = (address: string): string => (address.length > 1 ? address.replace(/\/+$/, '') : address);

export function movedAddressRules(moved: readonly MovedAddress[] | undefined): RedirectRule[] {
  const seen = new Set<string>();
  const rules: RedirectRule[] = [];
  for (const entry of moved ?? []) {
    const from = normalise(entry.from);
    if (seen.has(from)) continue;
    seen.add(from);
    rules.push({ from, to: entry.to, status: 301 });
  }
  return rules;
}

/** The rules as `_redirects` lines (`/old  /new  301`); they come before any rewrite so they win. */
export function redirectLines(rules: readonly RedirectRule[]): string[] {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}`);
}
