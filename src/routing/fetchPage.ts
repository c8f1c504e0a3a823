import { matchPath } from 'react-router-dom';
import { dynamicRoutes } from 'virtual:routes';
import { dataUrlFor, fallbackPathFor, ROUTE_TABLE_URL, type RouteTable } from './dataUrl.ts';
import type { PageData } from './pageStore.ts';

/**
 * How the browser finds the data of an address it has not got yet: the route table says which
 * addresses have a file of their own; the rest belong to a route with a parameter (its shell's
 * data) or to the not-found page. Loaded with the first navigation or prefetch, never before the
 * page is interactive.
 */
let table: Promise<Set<string>> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function routeTable(): Promise<Set<string>> {
  table ??= fetchJson<RouteTable>(ROUTE_TABLE_URL).then(
    (t) => new Set(t.pages),
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
}

/** The data file for an address: its own, else its dynamic route's shell, else the not-found page's. */
async function dataUrl(path: string): Promise<string> {
  if ((await routeTable()).has(path)) return dataUrlFor(path);
  const dynamic = dynamicRoutes.find((route) => matchPath({ path: route, end: true }, path));
  return dataUrlFor(dynamic ? fallbackPathFor(dynamic) : '*');
}

/** Fetches the data of a (normalised) address; `fresh` asks the route table again first (the dev server changed the content). */
export async function fetchPageData(path: string, fresh = false): Promise<PageData> {
  if (fresh) table = undefined;
  return fetchJson<PageData>(await dataUrl(path));
}
