import type { JsonSchema, SchemaSet } from './schemas.ts';

/** A schema reached from a root by following an instance path, with its $refs followed. */
export interface SchemaStep {
  key: string | number;
  /** The schema as written at this place: its own title wins over the referenced shape's. */
  written: JsonSchema;
  /** The same schema with $ref followed: the shape that holds properties, items and enums. */
  shape: JsonSchema;
  /** $id of the file the shape lives in, for the next relative $ref. */
  base: string;
}

const BASE = 'http://schemas.local/';

/**
 * All schema files by $id, to follow $ref from one file into another the way ajv does, so
 * that an error's instance path leads to the titles and descriptions written for people.
 */
export class SchemaIndex {
  private docs = new Map<string, JsonSchema>();
  // Each $ref is followed once per base: two URLs parsed a hop cost a check of 10,000 pages 0.5 s
  // (every link on a page has its field's schema looked up). Forgotten when a file is added.
  private resolved = new WeakMap<JsonSchema, Map<string, { shape: JsonSchema; base: string }>>();

  constructor(set: Pick<SchemaSet, 'common' | 'page' | 'site'> & { blocks: ReadonlyMap<string, JsonSchema> }, extra: JsonSchema[] = []) {
    for (const doc of [set.common, set.page, set.site, ...set.blocks.values(), ...extra]) this.add(doc);
  }

  add(doc: JsonSchema): void {
    if (typeof doc.$id === 'string') this.docs.set(new URL(doc.$id, BASE).href, doc);
    this.resolved = new WeakMap();
  }

  /** Follows $ref (across files too) until a schema that is not just a reference. */
  resolve(schema: JsonSchema, base: string): { shape: JsonSchema; base: string } {
    if (typeof schema.$ref !== 'string') return { shape: schema, base };
    let byBase = this.resolved.get(schema);
    if (!byBase) this.resolved.set(schema, (byBase = new Map()));
    let found = byBase.get(base);
    if (!found) byBase.set(base, (found = this.follow(schema, base)));
    return { ...found };
  }

  private follow(schema: JsonSchema, base: string): { shape: JsonSchema; base: string } {
    let shape = schema;
    let at = base;
    for (let hops = 0; typeof shape.$ref === 'string' && hops < 20; hops++) {
      const url = new URL(shape.$ref, new URL(at, BASE));
      const doc = this.docs.get(url.href.split('#')[0]!);
      if (!doc) break;
      at = url.href.slice(BASE.length).split('#')[0]!;
      shape = pointer(doc, decodeURIComponent(url.hash.slice(1))) ?? doc;
    }
    return { shape, base: at };
  }

  /** The schema for one step below `parent`: a property, an item, or either inside a oneOf/anyOf/allOf. */
  child(parent: { shape: JsonSchema; base: string }, key: string | number): SchemaStep | undefined {
    for (const candidate of this.alternatives(parent.shape, parent.base)) {
      const s = candidate.shape;
      let written: unknown;
      if (typeof key === 'number' && s.items) written = Array.isArray(s.items) ? s.items[key] : s.items;
      else if (typeof key === 'string') {
        written = (s.properties as Record<string, unknown> | undefined)?.[key];
        if (!written && typeof s.additionalProperties === 'object') written = s.additionalProperties;
      }
      if (written && typeof written === 'object') {
        const resolved = this.resolve(written as JsonSchema, candidate.base);
        return { key, written: written as JsonSchema, ...resolved };
      }
    }
    return undefined;
  }

  /** Each shape a value may take here: the schema itself and the branches of its combinators. */
  alternatives(shape: JsonSchema, base: string): { shape: JsonSchema; base: string }[] {
    const out = [{ shape, base }];
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      for (const branch of (shape[key] as JsonSchema[] | undefined) ?? []) {
        const resolved = this.resolve(branch, base);
        out.push(...this.alternatives(resolved.shape, resolved.base));
      }
    }
    for (const key of ['then', 'else']) {
      if (shape[key] && typeof shape[key] === 'object') out.push(this.resolve(shape[key] as JsonSchema, base));
    }
    return out;
  }

  /** The schema of every step of `path` below `root`, as far as the schema describes it. */
  walk(root: JsonSchema, path: readonly (string | number)[]): SchemaStep[] {
    const steps: SchemaStep[] = [];
    let at = this.resolve(root, String(root.$id ?? ''));
    for (const key of path) {
      const next = this.child(at, key);
      if (!next) break;
      steps.push(next);
      at = next;
    }
    return steps;
  }

  /** The resolved shape at `path`, or undefined where the schema says nothing. */
  shapeAt(root: JsonSchema, path: readonly (string | number)[]): JsonSchema | undefined {
    if (!path.length) return this.resolve(root, String(root.$id ?? '')).shape;
    const steps = this.walk(root, path);
    return steps.length === path.length ? steps[steps.length - 1]!.shape : undefined;
  }
}

function pointer(doc: JsonSchema, ref: string): JsonSchema | undefined {
  let node: unknown = doc;
  for (const raw of ref.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node && typeof node === 'object' ? (node as JsonSchema) : undefined;
}

/** Field names a shape allows, including those of its combinator branches, in schema order. */
export function allowedFields(index: SchemaIndex, shape: JsonSchema, base = ''): string[] {
  const names = new Set<string>();
  for (const alt of index.alternatives(shape, base)) {
    for (const name of Object.keys((alt.shape.properties as object | undefined) ?? {})) names.add(name);
  }
  return [...names];
}

export const titleOf = (step: Pick<SchemaStep, 'written' | 'shape'>): string | undefined =>
  (step.written.title as string | undefined) ?? (step.shape.title as string | undefined);

export const descriptionOf = (step: Pick<SchemaStep, 'written' | 'shape'>): string | undefined =>
  (step.written.description as string | undefined) ?? (step.shape.description as string | undefined);
