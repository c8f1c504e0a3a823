import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, type Node, type Scalar } from 'yaml';

export type Schema = Record<string, unknown>;

/** A schema node and where it sits: `blocks/prose.schema.json#/properties/markdown`. */
export interface Located {
  schema: Schema;
  at: string;
}

/** Every *.schema.json under a folder, by its $id (their $refs are relative to it). */
export function loadSchemaIndex(dir: string): Map<string, Schema> {
  const index = new Map<string, Schema>();
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('.schema.json')) {
        const schema = JSON.parse(readFileSync(full, 'utf8')) as Schema;
        index.set(typeof schema.$id === 'string' ? schema.$id : path.relative(dir, full).split(path.sep).join('/'), schema);
      }
    }
  };
  visit(dir);
  return index;
}

const BASE = 'schema:/';

function follow(index: Map<string, Schema>, located: Located): Located {
  let current = located;
  for (let hops = 0; typeof current.schema.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`Too many $ref hops from ${located.at}`);
    const url = new URL(current.schema.$ref, BASE + current.at.split('#')[0]);
    const id = url.pathname.replace(/^\//, '');
    let schema: unknown = index.get(id);
    if (!schema) throw new Error(`${current.at}: $ref to an unknown schema ${id}`);
    const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
    for (const step of pointer.split('/').filter(Boolean)) schema = (schema as Schema)[step];
    if (!schema) throw new Error(`${current.at}: $ref to a missing place ${current.schema.$ref}`);
    current = { schema: schema as Schema, at: `${id}#${pointer}` };
  }
  return current;
}

const child = (parent: Located, steps: string[]): Located => ({
  schema: steps.reduce<Schema>((s, step) => s[step] as Schema, parent.schema),
  at: `${parent.at}/${steps.join('/')}`,
});

const kindOf = (node: unknown): string => (isMap(node) ? 'object' : isSeq(node) ? 'array' : typeof (node as Scalar | null)?.value);

/** The branch of a oneOf/anyOf that fits the node: by its `type` constant (blocks), else by kind of value. */
function branch(index: Map<string, Schema>, located: Located, node: unknown): Located | undefined {
  const key = Array.isArray(located.schema.oneOf) ? 'oneOf' : Array.isArray(located.schema.anyOf) ? 'anyOf' : undefined;
  if (!key) return located;
  const typeValue = isMap(node) ? node.get('type') : undefined;
  const options = (located.schema[key] as Schema[]).map((_, i) => resolve(index, child(located, [key, String(i)]), node));
  const byType = options.find((o) => (o?.schema.properties as Record<string, Schema> | undefined)?.type?.const === typeValue && typeValue !== undefined);
  // A choice with a label (`{ const: dark, title: Deep navy }`): the branch whose constant the value is.
  const byConst = isScalar(node) ? options.find((o) => o && 'const' in o.schema && o.schema.const === node.value) : undefined;
  const fits = (o: Located | undefined) => {
    const t = o?.schema.type;
    const kind = kindOf(node);
    return t === kind || (Array.isArray(t) && t.includes(kind)) || (t === 'integer' && kind === 'number');
  };
  return byType ?? byConst ?? options.find(fits);
}

/** The schema that applies to a node: $refs followed, the fitting oneOf/anyOf branch chosen. */
export function resolve(index: Map<string, Schema>, located: Located, node: unknown): Located | undefined {
  const followed = follow(index, located);
  return followed.schema.oneOf || followed.schema.anyOf ? branch(index, followed, node) : followed;
}

export interface Leaf {
  scalar: Scalar;
  /** The schema of the value, resolved. */
  schema: Located;
  /** The property the value belongs to (the last key on the way), for rules by field name. */
  key: string | undefined;
  /** Where the value is in the file: ['blocks', 2, 'headline']. */
  path: (string | number)[];
}

/** Calls `visit` for every scalar of a YAML document that the schema describes, with its schema. */
export function walkWithSchema(index: Map<string, Schema>, root: Located, node: Node | null, visit: (leaf: Leaf) => void): void {
  const walk = (node: unknown, located: Located | undefined, key: string | undefined, at: (string | number)[]) => {
    const here = located && resolve(index, located, node);
    if (!here || node == null) return;
    const { properties, patternProperties, additionalProperties, items } = here.schema;
    if (isMap(node)) {
      for (const pair of node.items) {
        const name = String((pair.key as Scalar | null)?.value);
        const props = properties as Record<string, Schema> | undefined;
        const pattern = Object.keys((patternProperties as Schema | undefined) ?? {}).find((p) => new RegExp(p, 'u').test(name));
        const next = props?.[name]
          ? child(here, ['properties', name])
          : pattern
            ? child(here, ['patternProperties', pattern])
            : typeof additionalProperties === 'object'
              ? child(here, ['additionalProperties'])
              : undefined;
        walk(pair.value, next, name, [...at, name]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, items && !Array.isArray(items) ? child(here, ['items']) : undefined, key, [...at, i]));
    } else if (isScalar(node)) {
      visit({ scalar: node, schema: here, key, path: at });
    }
  };
  walk(node, root, undefined, []);
}
