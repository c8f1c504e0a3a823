import { isDeepStrictEqual } from 'node:util';
import { parse, parseDocument } from 'yaml';
import { rewriteJson, rewriteMarkdown } from './rewrite-formats.ts';
import { CLAIM_TOKEN, type TextRewriter } from './rewrite-text.ts';
import { walkWithSchema, type Leaf, type Located, type Schema } from './schema-walk.ts';

// Where the schemas leave a string open but it is not plain copy, by schema location.
const MARKDOWN_AT = new Set(['blocks/prose.schema.json#/properties/markdown', 'blocks/faq.schema.json#/properties/items/items/properties/answer']);
const JSON_AT = new Set(['blocks/code-samples.schema.json#/properties/samples/items/properties/code']);
/** Field names documented beside a code sample: they name the code's keys, which stay. */
const KEEP_AT = new Set(['blocks/code-samples.schema.json#/properties/samples/items/properties/fields/items/properties/name']);
/** Copy that also has a pattern: rewritten, then checked against it. Any other patterned value (links, images, anchors, dates, slugs) stays. */
const COPY_WITH_PATTERN_AT = new Set([
  'site.schema.json#/properties/contact/properties/email',
  'site.schema.json#/properties/contact/properties/whatsapp',
  'blocks/dashboard.schema.json#/properties/kpis/items/properties/change',
  // A claim's value as visitors see it (its pattern only keeps {{…}} out of it).
  'claims.schema.json#/definitions/value',
]);
const WHOLE_CLAIM = new RegExp(`^${CLAIM_TOKEN.source}$`, 'u');
/** Numbers that are sizes or formats, not figures. */
const KEEP_NUMBER_FIELDS = new Set(['width', 'height', 'decimals', 'start']);

export interface RewriteTally {
  rewritten: number;
  kept: number;
  /** Copy that came out the same because it has no letters or digits (such as "+" or "→"). */
  same: string[];
}

export const emptyTally = (): RewriteTally => ({ rewritten: 0, kept: 0, same: [] });

/** The new value of one scalar, or undefined when it is not copy and stays. */
function newValue(leaf: Leaf, rewriter: TextRewriter, where: string): unknown {
  const { scalar, schema: { schema, at }, key } = leaf;
  const value = scalar.value;
  if ('const' in schema || Array.isArray(schema.enum)) return undefined;
  if (typeof value === 'number') {
    if (key && KEEP_NUMBER_FIELDS.has(key)) return undefined;
    const bounds = { minimum: schema.minimum as number | undefined, maximum: schema.maximum as number | undefined, integer: schema.type === 'integer' };
    return rewriter.figure(value, bounds, `${where}:${leaf.path.join('.')}`);
  }
  if (typeof value !== 'string' || KEEP_AT.has(at)) return undefined;
  // A whole value that names a claim (`{{contact-email}}`) is rewritten where the claim is defined.
  if (WHOLE_CLAIM.test(value.trim())) return undefined;
  // Dates, addresses and other formats are not copy (a claim's as_of, say).
  if (typeof schema.format === 'string') return undefined;
  if (MARKDOWN_AT.has(at)) return rewriteMarkdown(value, rewriter);
  if (JSON_AT.has(at)) return rewriteJson(value, rewriter);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  if (pattern && !COPY_WITH_PATTERN_AT.has(at)) return undefined;
  const out = rewriter.text(value);
  if (pattern && !pattern.test(out)) throw new Error(`${where} ${leaf.path.join('.')}: "${out}" no longer fits ${pattern}`);
  return out;
}

/**
 * Rewrites the copy of one YAML text against its schema, keeping comments, key order, quoting and
 * everything that is not copy. `where` names the file in errors and seeds the figures.
 */
export function rewriteYaml(text: string, root: Located, index: Map<string, Schema>, rewriter: TextRewriter, where: string, tally = emptyTally()): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0]!.message}`);
  walkWithSchema(index, root, doc.contents, (leaf) => {
    const before = leaf.scalar.value;
    const after = newValue(leaf, rewriter, where);
    if (after === undefined) return void tally.kept++;
    tally.rewritten++;
    if (after === before) tally.same.push(String(before));
    leaf.scalar.value = after;
  });
  const out = doc.toString({ lineWidth: 0 });
  // The text must read back as exactly the data just written (quotes added where a new value needs them).
  if (!isDeepStrictEqual(parse(out), doc.toJS())) throw new Error(`${where}: the rewritten YAML does not read back as written`);
  return out;
}

const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(^---[ \t]*$)([\s\S]*)$/m;

/** A blog post: its settings through the schema, its markdown body word by word. */
export function rewriteFrontMatterFile(text: string, root: Located, index: Map<string, Schema>, rewriter: TextRewriter, where: string, tally = emptyTally()): string {
  const parts = FRONT_MATTER.exec(text);
  if (!parts) throw new Error(`${where}: no settings block between --- lines`);
  const [, open, yaml, close, body] = parts as unknown as [string, string, string, string, string];
  return open + rewriteYaml(yaml, root, index, rewriter, where, tally) + close + rewriteMarkdown(body, rewriter);
}
