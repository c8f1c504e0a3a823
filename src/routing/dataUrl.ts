import { normalisePath } from './normalisePath.ts';

export { normalisePath };

/**
 * Where each page's data lives, as one JSON file per address: written by the build into dist/
 * and answered identically by the dev server. The browser fetches the next page's data by its
 * address, so no page ever downloads a list of every route's code.
 */
export const DATA_DIR = '_data';

/** The addresses that have a data file of their own (a route table, fetched when first needed). */
export const ROUTE_TABLE_URL = `/${DATA_DIR}/routes.json`;

export interface RouteTable {
  /** Every address with its own data file: static pages and prerendered posts. */
  pages: string[];
}

/** The address of an address's data: / → /_data/index.json, /services/x → /_data/services/x.json, '*' → /_data/404.json. */
export function dataUrlFor(pathname: string): string {
  if (pathname === '*') return `/${DATA_DIR}/404.json`;
  const clean = normalisePath(pathname).replace(/^\/+/, '');
  return `/${DATA_DIR}/${clean || 'index'}.json`;
}

/** The folder a route with a parameter lives under: /blog/:slug → /blog. */
export const dynamicPrefix = (route: string): string => route.slice(0, route.indexOf('/:')) || '/';

/**
 * The address of a dynamic route's shell, for addresses that did not exist at build time:
 * /blog/:slug → /blog/_fallback (its HTML is /blog/_fallback.html, its data /_data/blog/_fallback.json).
 */
export const fallbackPathFor = (route: string): string => `${dynamicPrefix(route).replace(/\/$/, '')}/_fallback`;
