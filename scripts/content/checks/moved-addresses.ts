import { PLACE_SEPARATOR } from '../names.ts';
import type { ContentProblem } from '../problem.ts';
import { isDynamicRoute } from '../routes.ts';
import { quote } from '../words.ts';
import { nodeAtPath, positionAt, type YamlSource } from '../yaml-source.ts';

/** What exists at a site path: the static pages, the blog's published posts, the files of content/public. */
export interface KnownAddresses {
  /** Page routes as the files make them ('/about', '/blog/:slug', '*'). */
  routes: readonly string[];
  /** Addresses of the published blog posts (/blog/<slug>). */
  posts: readonly string[];
  /** Files of content/public as site paths (/logos/x.svg). */
  files: readonly string[];
}

type Entry = { from?: unknown; to?: unknown };

const normalise = (address: string): string => {
  const path = address.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * The site settings' "Moved addresses": an old address that is still a page would never send
 * anyone on, a new address that is no page (or has itself moved) leads nowhere, and a circle of
 * moves never arrives. Each is an error at its line, in plain words.
 */
export function movedAddressProblems(source: YamlSource, moved: unknown, known: KnownAddresses, where = 'Site settings'): ContentProblem[] {
  if (!Array.isArray(moved)) return [];
  const pages = new Set(known.routes.filter((r) => r !== '*' && !isDynamicRoute(r)).map(normalise));
  const posts = new Set(known.posts.map(normalise));
  const files = new Set(known.files);
  const isPage = (address: string) => pages.has(normalise(address)) || posts.has(normalise(address)) || files.has(address.split(/[?#]/)[0]!);
  const entries = moved.map((e: Entry, i) => ({ i, from: typeof e?.from === 'string' ? e.from : undefined, to: typeof e?.to === 'string' ? e.to : undefined }));
  const movedTo = new Map<string, { i: number; to: string }>();
  const problems: ContentProblem[] = [];
  const at = (i: number, field: 'from' | 'to', message: string) => {
    const { node } = nodeAtPath(source, ['redirects', i, field]);
    problems.push({ file: source.file, ...positionAt(source, node?.range?.[0] ?? 0), message: `${where}${PLACE_SEPARATOR}Moved address ${i + 1}: ${message}`, path: ['redirects', i, field] });
  };

  for (const { i, from, to } of entries) {
    if (from === undefined || to === undefined) continue;
    const key = normalise(from);
    const earlier = movedTo.get(key);
    if (earlier) at(i, 'from', `${quote(from)} is already moved by entry ${earlier.i + 1}. An old address can lead to one place only: remove one of the two.`);
    else movedTo.set(key, { i, to });
    if (isPage(from)) at(i, 'from', `${quote(from)} is still a page of this site, so nobody would ever be sent on from it. Remove this entry, or give that page another address first.`);
  }
  for (const { i, from, to } of entries) {
    if (from === undefined || to === undefined || !to.startsWith('/')) continue;
    const loop = circle(from, movedTo);
    if (loop) {
      at(i, 'to', `the moves ${loop.map(quote).join(' → ')} go round in a circle, so visitors would never arrive. Point one of them at a page that exists.`);
      continue;
    }
    const next = movedTo.get(normalise(to));
    if (next) at(i, 'to', `${quote(to)} has itself moved to ${quote(next.to)} (entry ${next.i + 1}). Write ${quote(next.to)} here, so visitors get there in one step.`);
    else if (!isPage(to)) at(i, 'to', `${quote(to)} is not a page of this site. Point the old address at a page that exists, such as the one that replaced it.`);
  }
  return problems;
}

/** The addresses of a circle of moves that starts at `from` (`/a → /b → /a`), or undefined. */
function circle(from: string, movedTo: ReadonlyMap<string, { to: string }>): string[] | undefined {
  const path = [normalise(from)];
  for (let step = movedTo.get(path[0]!); step && step.to.startsWith('/'); step = movedTo.get(normalise(step.to))) {
    const next = normalise(step.to);
    path.push(next);
    if (next === path[0]) return path;
    if (path.indexOf(next) !== path.length - 1) return undefined;
  }
  return undefined;
}
