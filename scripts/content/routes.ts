const routes = new Map<string, string>();

/**
 * The address a page file serves, from its path under content/pages/ (posix separators).
 * `index.yaml` is the folder itself, `[slug].yaml` a parameter, `404.yaml` the not-found page.
 */
export function routeFromFile(relativePath: string): string {
  let route = routes.get(relativePath);
  if (route === undefined) {
    // The build, the dev server and --watch ask for the same 10,000 names at every check.
    if (routes.size > 100_000) routes.clear();
    routes.set(relativePath, (route = fileRoute(relativePath)));
  }
  return route;
}

function fileRoute(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.ya?ml$/, '');
  if (withoutExt === '404') return '*';
  // Most names hold neither an index nor a parameter: their address is the name (a build at 10,000 pages
  // spent 12-18 ms on the general way below, and 1-3 ms so).
  if (!withoutExt.includes('[') && !/(?:^|\/)index(?:\/|$)/.test(withoutExt)) return `/${withoutExt}`;
  const segments = withoutExt.split('/').filter((s) => s !== 'index');
  const route = '/' + segments.map((s) => s.replace(/^\[(\w+)\]$/, ':$1')).join('/');
  return route;
}

/** True when the route has a parameter such as /blog/:slug. */
export const isDynamicRoute = (route: string): boolean => route.includes('/:');

export interface RouteEntry {
  route: string;
  /** Path of the page file relative to the project root. */
  file: string;
}

/** Routes in a stable order: static before dynamic, then alphabetical; the not-found page last. */
export function sortRoutes<T extends RouteEntry>(entries: T[]): T[] {
  const rank = (r: string) => (r === '*' ? 2 : isDynamicRoute(r) ? 1 : 0);
  return [...entries].sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}

/**
 * The routes with a parameter, in sortRoutes' order (alphabetical among themselves): what the bundler is
 * handed, worked out alike before the check ends (scripts/build/early-bundle.ts) and after it.
 */
export function dynamicRoutesOf(entries: readonly RouteEntry[]): string[] {
  return entries
    .map((e) => e.route)
    .filter(isDynamicRoute)
    .sort((a, b) => a.localeCompare(b));
}

/** A test for internal links (values starting with /) against a site's routes, made once for many links. */
export function routeMatcher(routes: readonly string[]): (href: string) => boolean {
  const pages = new Set(routes.filter((r) => r !== '*' && !isDynamicRoute(r)));
  const patterns = routes.filter(isDynamicRoute).map((route) => new RegExp('^' + route.replace(/:\w+/g, '[^/]+') + '$'));
  return (href) => {
    const pathOnly = href.split(/[?#]/)[0] ?? href;
    const normalised = pathOnly.length > 1 ? pathOnly.replace(/\/$/, '') : pathOnly;
    return pages.has(normalised) || patterns.some((pattern) => pattern.test(normalised));
  };
}

/** Whether an internal link (a value starting with /) points at a page the site has. */
export const matchesRoute = (href: string, routes: readonly string[]): boolean => routeMatcher(routes)(href);
