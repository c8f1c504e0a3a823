import type { SchemaObject } from '../schemas/bundle.ts';
import { blockTypeOf, formSchema } from '../schemas/index.ts';
import type { DocKind } from './document.ts';
import type { Path } from './merge.ts';

// Field names for the conflict view, from the schemas' titles ("Section 2 (Hero) › Headline").
// The shared words engine (scripts/content/changes, helper `words`) names places for the review and
// validate; once it is on main, the Studio names places with it and this file goes.
type Node = SchemaObject | undefined;

function resolve(root: SchemaObject, node: Node, key?: string | number): Node {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) {
    current = (root.definitions as Record<string, SchemaObject> | undefined)?.[current.$ref.replace('#/definitions/', '')];
  }
  const branches = (current?.oneOf ?? current?.anyOf) as SchemaObject[] | undefined;
  if (Array.isArray(branches) && key !== undefined) {
    const fits = branches.map((b) => resolve(root, b)).find((b) => (typeof key === 'number' ? b?.items : (b?.properties as Record<string, unknown> | undefined)?.[key]));
    if (fits) return fits;
  }
  return current;
}

function walk(root: SchemaObject, schema: SchemaObject, path: Path): string[] {
  const names: string[] = [];
  let node: Node = schema;
  for (const step of path) {
    node = resolve(root, node, step);
    if (typeof step === 'number') {
      node = resolve(root, node?.items as Node);
      names.push(`${typeof node?.title === 'string' ? node.title : 'Item'} ${step + 1}`);
    } else {
      const props = node?.properties as Record<string, SchemaObject> | undefined;
      const named = !props?.[step] && node?.additionalProperties && typeof node.additionalProperties === 'object';
      node = resolve(root, props?.[step] ?? (named ? (node!.additionalProperties as SchemaObject) : undefined));
      names.push(named ? `${typeof node?.title === 'string' ? node.title : 'Entry'} “${step}”` : typeof node?.title === 'string' ? node.title : step);
    }
  }
  return names;
}

const SCHEMA: Record<DocKind, string> = { page: 'page.schema.json', site: 'site.schema.json', post: 'blog-post.schema.json', other: '' };

/** A field of a file in words, from the schema's titles: "Section 2 (Hero) › Headline". */
export function fieldPlace(kind: DocKind, schemaFile: string, data: unknown, path: Path): string {
  if (kind === 'post' && path[0] === 'body') return 'Article text';
  // Paths of a draft start with its data (a post's article text is beside it).
  const inner = path[0] === 'data' ? path.slice(1) : path;
  if (kind === 'page' && inner[0] === 'blocks' && typeof inner[1] === 'number') {
    const type = blockTypeOf((data as { blocks?: { type?: unknown }[] } | undefined)?.blocks?.[inner[1]]?.type);
    const section = `Section ${inner[1] + 1}${type ? ` (${type.title})` : ''}`;
    return [section, ...(type ? walk(type.schema, type.schema, inner.slice(2)) : [])].join(' › ');
  }
  const file = SCHEMA[kind] || schemaFile;
  if (!file) return inner.join(' › ');
  const root = formSchema(file);
  return walk(root, root, inner).join(' › ') || 'The whole file';
}
