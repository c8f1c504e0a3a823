/**
 * Links that lead nowhere: a site address (/about, /about#team, #faq) that matches no page of the
 * build, no file it serves, or no part of the page it names.
 */
import { readFileSync } from 'node:fs';
import { servesFile, type BuiltPage } from './built-pages.ts';

export interface LinkTargets {
  /** Whether the build has a page or a file at this address (its path only). */
  has(path: string): boolean;
  /** The ids on the page at this address (for #part), or undefined when it is not a page. */
  ids(route: string): ReadonlySet<string> | undefined;
}

/** Where links can lead in one build: its pages (ids read from their HTML on demand) and files. */
export function linkTargets(dist: string, pages: readonly BuiltPage[]): LinkTargets {
  const byRoute = new Map(pages.filter((p) => p.route !== '/404').map((p) => [p.route, p]));
  const ids = new Map<string, Set<string>>();
  return {
    has: (path) => byRoute.has(path) || servesFile(dist, path),
    ids(route) {
      const page = byRoute.get(route);
      if (!page) return undefined;
      let found = ids.get(route);
      if (!found) ids.set(route, (found = new Set([...readFileSync(page.file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))));
      return found;
    },
  };
}

/** The path of a site address without a trailing slash ("/" stays), or undefined for other addresses. */
function sitePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a link of the page at `route` leads somewhere in this build. */
export function leadsSomewhere(route: string, href: string, targets: LinkTargets): boolean {
  let fragment = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Kept as written: an id may be looked up by its raw form.
  }
  if (href.startsWith('#')) return !fragment || (targets.ids(route)?.has(fragment) ?? true);
  const path = sitePath(href);
  if (path === undefined) return true;
  if (!targets.has(path)) return false;
  const ids = targets.ids(path);
  return !fragment || !ids || ids.has(fragment);
}

/** Links of the new page that lead nowhere, less those that already did on the old page. */
export function newBrokenLinks(
  route: string,
  now: readonly { href: string; text: string }[],
  before: readonly { href: string; text: string }[],
  targets: { base: LinkTargets; head: LinkTargets },
): { href: string; text: string }[] {
  const wasBroken = new Set(before.filter((l) => !leadsSomewhere(route, l.href, targets.base)).map((l) => l.href));
  const seen = new Set<string>();
  return now.filter((l) => {
    if (seen.has(l.href) || wasBroken.has(l.href) || leadsSomewhere(route, l.href, targets.head)) return false;
    seen.add(l.href);
    return true;
  });
}
