import { dataUrlFor, fallbackPathFor, type RouteTable } from '../../src/routing/dataUrl.ts';

/**
 * The page-data files the build writes next to the HTML (src/routing/dataUrl.ts says where the
 * browser looks for them). Pure, so the dev server can answer with exactly the same files.
 */

/** dist/-relative file of an address's data; the not-found page's is 404.json whatever address shows it. */
export const dataFileFor = (url: string, route: string): string => dataUrlFor(route === '*' ? '*' : url).slice(1);

/** The data file of a dynamic route's shell: /blog/:slug → _data/blog/_fallback.json. */
export const fallbackDataFileFor = (route: string): string => dataUrlFor(fallbackPathFor(route)).slice(1);

/** What a page-data file holds: the page as rendered (its JSON, as embedded in the HTML) and the block chunks a visit will need. */
export const pageDataJson = (json: string, assets: readonly string[]): string => `${json.slice(0, -1)},"assets":${JSON.stringify(assets)}}`;

/** routes.json: every address with a data file of its own, in the order given. */
export function routeTableJson(pages: readonly string[]): string {
  const table: RouteTable = { pages: [...pages] };
  return JSON.stringify(table);
}
