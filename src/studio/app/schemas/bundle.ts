/**
 * The form engine resolves only local references (`#/definitions/...`), while the site's schemas
 * point at each other by file (`../common.schema.json#/definitions/link`). `bundleSchema` makes one
 * self-contained schema: every reference becomes local and its target is copied into `definitions`.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaObject = { [key: string]: Json };

/** Schema files by their path under schemas/ (`page.schema.json`, `blocks/hero.schema.json`). */
export type SchemaFiles = ReadonlyMap<string, SchemaObject>;

/** The key of the `x-studio` marker the bundler puts on shapes the Studio gives its own picker. */
export const STUDIO_KIND = 'x-studio';

// The shared shapes that get a picker: links (routes, mailto:, tel:) and pictures (files, upload).
const KINDS: Record<string, string> = {
  'common.schema.json#/definitions/href': 'link',
  'common.schema.json#/definitions/image': 'image',
};

// Keywords the form engine must not see: ids would change the base of the rewritten references,
// examples would become suggestion lists, comments are for developers.
const DROP = new Set(['$id', '$schema', '$comment', 'examples']);

const isObject = (value: Json | undefined): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `blocks/../common.schema.json` → `common.schema.json`. */
function joinPath(from: string, relative: string): string {
  if (!relative) return from;
  const parts = from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const keyFor = (target: string): string => target.replace(/#\/?/, '__').replace(/[^A-Za-z0-9_]+/g, '_');

function pointerGet(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[step] : Array.isArray(node) ? node[Number(step)] : undefined;
  }
  return node;
}

export function bundleSchema(files: SchemaFiles, rootFile: string): SchemaObject {
  const definitions: Record<string, Json> = {};

  const refTo = (file: string, ref: string): string => {
    const [relative = '', pointer = ''] = ref.split('#');
    const targetFile = joinPath(file, relative);
    const target = `${targetFile}#${pointer}`;
    const key = keyFor(target);
    if (!(key in definitions)) {
      const source = files.get(targetFile);
      const node = source && pointerGet(source, pointer);
      if (node === undefined) throw new Error(`Schema reference "${ref}" in ${file} points at nothing`);
      definitions[key] = true; // placeholder so that cycles stop here
      const rewritten = rewrite(targetFile, node);
      const kind = KINDS[target.replace(/#$/, '')];
      definitions[key] = kind && isObject(rewritten) ? { ...rewritten, [STUDIO_KIND]: kind } : rewritten;
    }
    return `#/definitions/${key}`;
  };

  function rewrite(file: string, node: Json): Json {
    if (Array.isArray(node)) return node.map((item) => rewrite(file, item));
    if (!isObject(node)) return node;
    const out: SchemaObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (DROP.has(key) || key === 'definitions') continue;
      out[key] = key === '$ref' && typeof value === 'string' ? refTo(file, value) : rewrite(file, value);
    }
    return out;
  }

  const root = files.get(rootFile);
  if (!root) throw new Error(`No schema file ${rootFile}`);
  const body = rewrite(rootFile, root) as SchemaObject;
  return { ...body, definitions };
}
