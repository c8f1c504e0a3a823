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

const loaded = new Map<string, Page>();
const pending = new Map<string, Promise<Page>>();

export const notFoundRoute = (): RouteModule | undefined => routes.find((r) => r.route === '*');

/** The route module serving a path, or the not-found page. */
export function routeFor(pathname: string): RouteModule | undefined {
  return routes.find((r) => r.route !== '*' && matchPath({ path: r.route, end: true }, pathname)) ?? notFoundRoute();
}

/** Makes a page's data available without loading its chunk (from the embedded JSON, or on the server). */
export function seedPage(route: string, page: Page): void {
  loaded.set(route, page);
}

export function loadPage(module: RouteModule): Promise<Page> {
  let promise = pending.get(module.route);
  if (!promise) {
    promise = module.load().then((m) => {
      loaded.set(module.route, m.default);
      return m.default;
    });
    pending.set(module.route, promise);
  }
  return promise;
}

/** The page's data: at once when already known, else suspends until its chunk has loaded. */
export function usePage(module: RouteModule): Page {
  return loaded.get(module.route) ?? use(loadPage(module));
}
