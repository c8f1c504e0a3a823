import { fileName, type ContentKind } from '../names.ts';
import { Places } from '../places.ts';
import { SchemaIndex } from '../schema-index.ts';
import type { JsonSchema } from '../schemas.ts';
import type { ChangeSchemas } from './types.ts';

/** What a blog post's article text is called in places: `Blog post "…" › Article text`. */
export const ARTICLE_TEXT = 'Article text';

export const titleOf = (schema: JsonSchema | undefined): string | undefined => (typeof schema?.title === 'string' ? schema.title : undefined);

const indexes = new WeakMap<ChangeSchemas, SchemaIndex>();

/** One index per set of schemas: building it is cheap, but the Studio asks on every keystroke. */
export function schemaIndexOf(schemas: ChangeSchemas): SchemaIndex {
  let index = indexes.get(schemas);
  if (!index) {
    index = new SchemaIndex(schemas, [schemas.post, schemas.claims].filter((s): s is JsonSchema => !!s));
    indexes.set(schemas, index);
  }
  return index;
}

/** The page schema with each block left to its own schema, as validation reads pages. */
const envelopes = new WeakMap<JsonSchema, JsonSchema>();
function pageEnvelope(page: JsonSchema): JsonSchema {
  let envelope = envelopes.get(page);
  if (!envelope) {
    envelope = structuredClone(page) as JsonSchema & { properties: { blocks: { items: unknown } } };
    (envelope as { properties: { blocks: { items: unknown } } }).properties.blocks.items = {};
    envelopes.set(page, envelope);
  }
  return envelope;
}

/** The schema of a kind of file, and what messages call one ("page", "site settings"). */
function rootOf(kind: ContentKind, schemas: ChangeSchemas): { root: JsonSchema; subject: string } | undefined {
  if (kind === 'page') return { root: pageEnvelope(schemas.page), subject: 'page' };
  if (kind === 'site') return { root: schemas.site, subject: 'site settings' };
  if (kind === 'post') return schemas.post && { root: schemas.post, subject: 'blog post' };
  return schemas.claims && { root: schemas.claims, subject: 'claims file' };
}

/**
 * Places of one version of a file (data with claims resolved). The file is named from that data and
 * `site` (site.yaml's data, for menu labels), unless `name` says what to call it.
 */
export function placesOf(file: string, kind: ContentKind, data: unknown, schemas: ChangeSchemas, site: unknown, name?: string): Places {
  const { root, subject } = rootOf(kind, schemas) ?? { root: {}, subject: 'file' };
  name ??= fileName(file, data, { site, titles: { site: titleOf(schemas.site), claims: titleOf(schemas.claims) } });
  return new Places({ index: schemaIndexOf(schemas), root, subject, data, name, blocks: kind === 'page' ? schemas.blocks : undefined });
}

