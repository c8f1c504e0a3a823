import { pageName } from './names.ts';
import { Places } from './places.ts';
import type { SchemaSet } from './schemas.ts';
import { engineFor } from './validate-source.ts';

/**
 * The places of one page, named as its editor sees them ("Home › Hero › Headline"). `site` is
 * site.yaml's data, for the page's name from the menu and footer; `data` the page's, claims resolved.
 * `site: null` leaves the page's name out ("Hero › Headline"), for results kept while the menu changes.
 */
export function pagePlaces(schemas: SchemaSet, route: string, data: unknown, site: unknown): Places {
  const engine = engineFor(schemas);
  const name = site === null ? undefined : pageName(route, site, data);
  return new Places({ index: engine.index, root: engine.pageEnvelope, subject: 'page', data, blocks: schemas.blocks, name });
}
