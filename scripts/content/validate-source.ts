import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { collapse } from './collapse.ts';

/** The annotation of a formatted-text field: the formatting it takes, such as ["bold", "italic", "link"]. */
export const FORMATTING_KEYWORD = 'x-formatting';
import { explain, type Finding, type Path } from './messages.ts';
import { Places, type FileScope } from './places.ts';
import type { ContentProblem } from './problem.ts';
import { SchemaIndex } from './schema-index.ts';
import { schemaSetJson, type JsonSchema, type SchemaSet } from './schemas.ts';
import { readYaml } from './read-yaml.ts';
import { quickSchema } from './quick-schemas.ts';
import { validatorCache } from './standalone-validators.ts';
import { nodeAtPath, positionAt, type YamlSource } from './yaml-source.ts';

/** Validators for every schema file (compiled ahead, see standalone-validators.ts), plus the index used to word their errors. */
export interface Engine {
  schemas: SchemaSet;
  index: SchemaIndex;
  compile(schema: JsonSchema): ValidateFunction;
  /** page.schema.json with blocks left open: each block is checked alone against its own schema. */
  pageEnvelope: JsonSchema;
}

// Compiling every schema takes a good part of a second; the dev server reloads content on each
// save, so an engine is kept for as long as the schema files say the same thing.
const engines = new Map<string, Engine>();
// The key above costs a millisecond to build; one load asks for the engine once per file.
const bySet = new WeakMap<SchemaSet, Engine>();

export function engineFor(schemas: SchemaSet): Engine {
  const same = bySet.get(schemas);
  if (same) return same;
  const key = schemaSetJson(schemas);
  const known = engines.get(key);
  if (known) {
    bySet.set(schemas, known);
    return known;
  }
  const index = new SchemaIndex(schemas);
  // The validators' code is kept by schema hash: ajv itself is only made when a schema is new.
  const cache = validatorCache(`${setupOf('full')}\0${key}`, () => makeAjv(schemas, 'full'));
  const quickCache = validatorCache(`${setupOf('quick')}\0${key}`, () => makeAjv(schemas, 'quick'));
  const compiled = new Map<string, ValidateFunction>();
  const bySchema = new WeakMap<JsonSchema, ValidateFunction>();
  const pageEnvelope = structuredClone(schemas.page) as JsonSchema & { properties: { blocks: { items: unknown } } };
  pageEnvelope.properties.blocks.items = {};
  const engine: Engine = {
    schemas,
    index,
    pageEnvelope,
    compile(schema) {
      // The same schema object comes back for every page and block: no need to serialise it again.
      const known = bySchema.get(schema);
      if (known) return known;
      const text = JSON.stringify(schema);
      let fn = compiled.get(text);
      if (!fn) {
        const quick = quickSchema(schema);
        fn = quickFirst(quickCache.get(quick, JSON.stringify(quick)), cache.get(schema, text));
        index.add(schema);
        compiled.set(text, fn);
      }
      bySchema.set(schema, fn);
      return fn;
    },
  };
  if (engines.size >= 4) engines.delete(engines.keys().next().value!);
  engines.set(key, engine);
  bySet.set(schemas, engine);
  return engine;
}

// Everything about ajv's set-up that shapes the code it makes: part of every kept validator's hash.
const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  email: /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/,
  uri: /^https?:\/\/\S+$/,
};
// code.source: the compiled code can be written out as a module (standalone-validators.ts).
const AJV_OPTIONS = {
  // The full validator: every error, each carrying the value and the schema it broke (the wording needs them).
  full: { allErrors: true, strict: true, allowUnionTypes: true, verbose: true, code: { source: true } },
  // The quick validator only says yes or no: it stops at the first error and records nothing more.
  quick: { allErrors: false, strict: true, allowUnionTypes: true, verbose: false, code: { source: true } },
} as const;
const setupOf = (kind: keyof typeof AJV_OPTIONS): string =>
  JSON.stringify([kind, AJV_OPTIONS[kind], FORMATTING_KEYWORD, Object.entries(FORMATS).map(([name, re]) => [name, String(re)])]);

/**
 * Content is nearly always valid: the quick validator (quick-schemas.ts, no errors recorded) says so,
 * and only when it says no does the full one run, for the errors the messages are worded from. Both
 * accept exactly the same data, so the answer and the errors are the full validator's.
 */
function quickFirst(quick: ValidateFunction, full: ValidateFunction): ValidateFunction {
  const validate = ((data: unknown) => {
    if (quick(data)) {
      validate.errors = null;
      return true;
    }
    const valid = full(data);
    validate.errors = full.errors;
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  validate.schema = full.schema;
  validate.schemaEnv = full.schemaEnv;
  return validate;
}

// ajv is loaded only when a schema has no kept code (it is 30-40 ms of every build's start otherwise).
const load = createRequire(import.meta.url);

/** The ajv that compiles the full validators (every error, for the messages) or the quick ones (valid or not; their schemas read by quickSchema). */
export function makeAjv(schemas: SchemaSet, kind: 'full' | 'quick'): Ajv {
  const { default: AjvClass } = load('ajv') as typeof import('ajv');
  const ajv = new AjvClass(AJV_OPTIONS[kind]);
  const read = kind === 'full' ? (schema: JsonSchema) => schema : quickSchema;
  // Formatted text fields name the formatting they take (bold, headings...): the Studio's toolbar reads it.
  ajv.addVocabulary([FORMATTING_KEYWORD]);
  // Formats are checked with plain patterns so schemas can use the common ones without a plugin.
  for (const [name, re] of Object.entries(FORMATS)) ajv.addFormat(name, re);
  for (const schema of [schemas.common, ...schemas.blocks.values()]) ajv.addSchema(read(schema));
  return ajv;
}

const toPath = (instancePath: string): Path =>
  instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** Worded findings for ajv's errors, one per mistake. */
export function findingsFor(errors: readonly ErrorObject[], prefix: Path, scope: FileScope, engine: Engine): Finding[] {
  const wording = { places: new Places(scope), index: engine.index };
  const findings = collapse(errors).map((e) => explain(e, [...prefix, ...toPath(e.instancePath)], wording));
  // "headlin" unknown and "headline" missing are one typo: the did-you-mean says it all.
  const guessed = new Set(findings.filter((f) => f.suggestion).map((f) => `${JSON.stringify(f.path.slice(0, -1))}|${f.suggestion}`));
  return findings.filter((f) => !f.missing || !guessed.has(`${JSON.stringify(f.path)}|${f.missing}`));
}

/** The finding's line and column: the key for unknown fields, the value for bad values, the map for missing fields. */
export function locate(source: YamlSource, finding: Pick<Finding, 'path' | 'at' | 'message'>, lineOffset = 0): ContentProblem {
  const { node, keyNode } = nodeAtPath(source, finding.path);
  const value = node as { range?: [number, number, number]; value?: unknown } | null;
  // An empty value (`headline:`) has no text of its own; its key is what the eye looks for.
  const empty = value?.range && value.range[0] === value.range[1];
  const target = (finding.at === 'key' || empty) && keyNode ? keyNode : node;
  const { line, col } = positionAt(source, target?.range?.[0] ?? 0);
  return { file: source.file, line: line + lineOffset, col, message: finding.message, path: finding.path };
}

export interface SourceCheck {
  /** Only without syntax or schema problems: the file's data, safe to use as its type. */
  data: unknown;
  problems: ContentProblem[];
}

/**
 * Validates ONE parsed YAML document against ONE schema and returns plain-words problems located
 * at their line, exactly like pages and site.yaml get (the blog uses it for front matter).
 *
 *   const fm = parseYamlSource('content/blog/launch.md', frontMatterText);
 *   const { data, problems } = validateYamlSource(fm, blogPostSchema, loadSchemas(dir), { lineOffset: 1, subject: 'blog post' });
 *
 * - `schema` may $ref common.schema.json; it is compiled once per SchemaSet.
 * - `lineOffset`: lines before the parsed text in the real file (1 for front matter after a `---` line).
 * - `subject`: what the whole document is called in messages ("Every blog post needs a title").
 * - `name`: what the file is called, the first part of every place (`Blog post "Launch"`; see names.ts).
 * YAML syntax errors (and duplicate keys) come back as problems too; nothing here throws for bad content.
 */
export function validateYamlSource(
  source: YamlSource,
  schema: JsonSchema,
  schemas: SchemaSet,
  options: { lineOffset?: number; subject?: string; name?: string | ((data: unknown) => string); addresses?: FileScope['addresses'] } = {},
): SourceCheck {
  const lineOffset = options.lineOffset ?? 0;
  const { data, problems: syntax } = readYaml(source, lineOffset);
  if (syntax.length) return { data: undefined, problems: syntax };
  const engine = engineFor(schemas);
  const validate = engine.compile(schema);
  if (validate(data)) return { data, problems: [] };
  const name = typeof options.name === 'function' ? options.name(data) : options.name;
  const scope: FileScope = { index: engine.index, root: schema, subject: options.subject ?? 'document', data, name, addresses: options.addresses };
  const problems = findingsFor(validate.errors ?? [], [], scope, engine).map((f) => locate(source, f, lineOffset));
  return { data: undefined, problems };
}
