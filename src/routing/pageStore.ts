import { use } from 'react';
import { matchPath } from 'react-router-dom';
import { routes, type RouteModule } from 'virtual:routes';
import type { Page } from '../generated/content.ts';

/** The data embedded in each prerendered page, read before hydration. */
export interface EmbeddedPage {
  route: string;
  page: Page;
}

export const PAGE_DATA_ID = '__PAGE_DATA__';

/**
 * One promise per route. React's use() reads `status` and `value` from a promise it is given, so a
 * promise marked fulfilled returns its page without suspending: that is how embedded data hydrates
 * synchronously while use() is still called on every render (React requires the same calls each time).
 */
type PagePromise = Promise<Page> & { status?: 'fulfilled'; value?: Page };
const pages = new Map<string, PagePromise>();

export const notFoundRoute = (): RouteModule | undefined => routes.find((r) => r.route === '*');

/** The route module serving a path, or the not-found page. */
export function routeFor(pathname: string): RouteModule | undefined {
  return routes.find((r) => r.route !== '*' && matchPath({ path: r.route, end: true }, pathname)) ?? notFoundRoute();
}

/** Makes a page's data available without loading its chunk (from the embedded JSON, or on the server). */
export function seedPage(route: string, page: Page): void {
  pages.set(route, Object.assign(Promise.resolve(page), { status: 'fulfilled' as const, value: page }));
}

export function loadPage(module: RouteModule): Promise<Page> {
  let promise = pages.get(module.route);
  if (!promise) {
    const loading: PagePromise = module.load().then((m) => Object.assign(loading, { status: 'fulfilled' as const, value: m.default }).value);
    promise = loading;
    pages.set(module.route, promise);
  }
  return promise;
}

/** The page's data: at once when already known, else suspends until its chunk has loaded. */
export function usePage(module: RouteModule): Page {
  return use(loadPage(module));
}
