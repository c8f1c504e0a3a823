import { compile } from 'json-schema-to-typescript';
import { blockTypeName } from './block-files.ts';
import { buildBlockUnionSchema, loadSchemas, type JsonSchema } from './schemas.ts';

export const BANNER = `/**
 * GENERATED FILE. DO NOT EDIT.
 * Made by \`npm run gen:types\` from the JSON Schemas in schemas/.
 * Change a schema, then run that command; \`npm test\` fails while this file is stale.
 */`;

/** Relative path -> file text. */
export type GeneratedFiles = Record<string, string>;

/** Definitions named `block_<type>` hold the block schemas. */
const BLOCK_DEF = 'block_';

const COMMON_REF = /^(?:\.\.\/)?common\.schema\.json#\/definitions\/(\w+)$/;

/** The values of a `oneOf` whose every branch is one constant (a choice with its label), else undefined. */
export function labelledChoices(node: JsonSchema): unknown[] | undefined {
  const branches = node.oneOf;
  if (!Array.isArray(branches) || !branches.length) return undefined;
  const all = branches.every((b) => b && typeof b === 'object' && 'const' in (b as JsonSchema));
  return all ? branches.map((b) => (b as JsonSchema).const) : undefined;
}

/**
 * Rewrites a schema for the type compiler: file references become local definitions, and
 * titles are kept only where they name an interface (objects) so that every titled string
 * field does not turn into its own exported alias. Titles stay in the schemas for editors.
 */
function forTypes(node: unknown, keepTitle: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, false));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  const ref = (node as JsonSchema).$ref;
  const choices = labelledChoices(node as JsonSchema);
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (choices && key === 'oneOf') {
      // Choices with a label each (`oneOf` of `const` + `title`) are a union of literals, as an enum is.
      out.enum = choices;
    } else if (typeof ref === 'string' && key !== '$ref') {
      // Siblings of a $ref would make the compiler declare a copy of the referenced type.
      continue;
    } else if ((key === 'properties' || key === 'definitions') && value && typeof value === 'object') {
      // Keys here are field names, not keywords (a field may well be called "title").
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forTypes(v, false)]));
    } else if (key === '$ref' && typeof value === 'string') {
      const common = COMMON_REF.exec(value);
      if (common) out.$ref = `#/definitions/${common[1]}`;
      else if (value.startsWith('#/definitions/')) out.$ref = value;
      else if (value === 'block.schema.json') out.$ref = '#/definitions/block';
      else if (value.startsWith('blocks/')) out.$ref = `#/definitions/${BLOCK_DEF}${value.slice(7, -'.schema.json'.length)}`;
      else if (value.endsWith('.schema.json')) out.$ref = `#/definitions/${value.slice(0, -'.schema.json'.length)}`;
      else throw new Error(`Unsupported $ref ${value}`);
    } else if (key === 'title') {
      const node_ = node as JsonSchema;
      if (keepTitle || node_.type === 'object') out.title = value;
    } else if (key === '$schema' || key === '$id' || key === 'examples' || key === '$comment') {
      continue;
    } else {
      out[key] = forTypes(value, false);
    }
  }
  return out;
}

/** Everything generated from the schemas: the block union schema and the TypeScript types. */
export async function generateFromSchemas(schemaDir: string): Promise<GeneratedFiles> {
  const set = loadSchemas(schemaDir);
  const blockFiles = [...set.blocks.keys()].map((t) => `${t}.schema.json`);
  const union = buildBlockUnionSchema(blockFiles);
  const definitions: JsonSchema = {};
  for (const [name, def] of Object.entries((set.common.definitions ?? {}) as JsonSchema)) {
    definitions[name] = forTypes(def, true);
  }
  for (const [type, schema] of set.blocks) definitions[`${BLOCK_DEF}${type}`] = forTypes(schema, true);
  definitions.block = forTypes(union, true);
  definitions.site = forTypes(set.site, true);
  definitions.page = forTypes(set.page, true);
  const root: JsonSchema = {
    title: 'Content',
    description: 'All content shapes: the site settings and a page.',
    type: 'object',
    additionalProperties: false,
    required: ['site', 'page'],
    properties: { site: { $ref: '#/definitions/site' }, page: { $ref: '#/definitions/page' } },
    definitions,
  };
  const ts = await compile(root as never, 'Content', {
    bannerComment: BANNER,
    // A block's type is named after the block (`hero` -> HeroBlock), so a developer can guess it;
    // every other shape keeps its schema title (Link, Image, Card).
    customName: (_schema, definition) => (definition?.startsWith(BLOCK_DEF) ? blockTypeName(definition.slice(BLOCK_DEF.length)) : undefined),
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
  return {
    'schemas/block.schema.json': JSON.stringify(union, null, 2) + '\n',
    'src/generated/content.ts': ts,
  };
}
