/**
 * Pages that moved, told as moves: a post whose address changed, with its old address forwarding
 * (the site settings' "Moved addresses"), is one page "now at /blog/new; the old address
 * forwards", not a removed page and a new one. A page whose only difference is a link that now
 * goes straight to the new address (the old one forwarded there anyway) did not change for a
 * visitor, and is not listed.
 */
import { movedAddressRules, type MovedAddress } from '../build/moved-addresses.ts';
import type { PageReview } from './types.ts';

/** Old address → new address, for the moves within the site. */
export function forwardsOf(moved: readonly MovedAddress[] | undefined): Map<string, string> {
  return new Map(movedAddressRules(moved).filter((r) => r.to.startsWith('/')).map((r) => [r.from, r.to]));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The earlier version's HTML with its links to moved addresses written as the new addresses. */
export function withForwardedLinks(html: string, forwards: ReadonlyMap<string, string>): string {
  let out = html;
  for (const [from, to] of forwards) {
    out = out.replace(new RegExp(`(href=["'])${escape(from)}/?(?=["'#?])`, 'g'), `$1${to}`);
  }
  return out;
}

/** "Now at /blog/new; the old address forwards." */
export const movedLine = (page: Pick<PageReview, 'route' | 'movedFrom'>): string => `Now at ${page.route}; the old address (${page.movedFrom}) forwards.`;

/** A page's words with its move first, unless they tell it already (its file moved with it). */
export function wordsWithMove(page: Pick<PageReview, 'route' | 'movedFrom' | 'words'>): string[] {
  const told = page.words.some((w) => w.includes(`now at ${page.route};`));
  return [...(page.movedFrom && !told ? [movedLine(page)] : []), ...page.words];
}

/** The removed page at each forwarded old address folded into the new page at its new address. */
export function tellMoves(pages: readonly PageReview[], forwards: ReadonlyMap<string, string>): PageReview[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const folded = new Set<string>();
  const out: PageReview[] = [];
  for (const page of pages) {
    if (page.status === 'removed' && byRoute.get(forwards.get(page.route) ?? '')?.status === 'added') {
      folded.add(page.route);
      continue;
    }
    out.push(page);
  }
  return out.map((page) => {
    const from = page.status === 'added' ? [...forwards].find(([old, to]) => to === page.route && folded.has(old))?.[0] : undefined;
    return from ? { ...page, movedFrom: from } : page;
  });
}
