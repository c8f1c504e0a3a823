import { bundleSchema, type Json, type SchemaFiles, type SchemaObject } from './bundle.ts';

// Every schema file, read when the Studio loads: a block type a developer adds later appears here
// (and in the palette) with no Studio change.
const modules = import.meta.glob<SchemaObject>('/schemas/**/*.schema.json', { eager: true, import: 'default' });

export const schemaFiles: SchemaFiles = new Map(Object.entries(modules).map(([file, schema]) => [file.replace(/^\/schemas\//, ''), schema]));

export interface BlockType {
  type: string;
  title: string;
  description: string;
  /** The schema's first example: what a new block of this type starts with. */
  example: SchemaObject;
  schema: SchemaObject;
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

function constType(schema: SchemaObject): string | undefined {
  const props = schema.properties;
  const type = props && typeof props === 'object' && !Array.isArray(props) ? props.type : undefined;
  return type && typeof type === 'object' && !Array.isArray(type) && typeof type.const === 'string' ? type.const : undefined;
}

function firstExample(schema: SchemaObject, type: string): SchemaObject {
  const examples = schema.examples;
  const first = Array.isArray(examples) ? examples[0] : undefined;
  return first && typeof first === 'object' && !Array.isArray(first) ? first : { type };
}

/** Every block type, in the order of their titles. */
export function listBlockTypes(files: SchemaFiles = schemaFiles): BlockType[] {
  const out: BlockType[] = [];
  for (const [file, raw] of files) {
    if (!file.startsWith('blocks/')) continue;
    const type = constType(raw);
    if (!type) continue;
    out.push({ type, title: text(raw.title) || type, description: text(raw.description), example: firstExample(raw, type), schema: bundleSchema(files, file) });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

export const blockTypes: BlockType[] = listBlockTypes();
export const blockTypeOf = (type: unknown): BlockType | undefined => blockTypes.find((b) => b.type === type);

const bundled = new Map<string, SchemaObject>();
/** The self-contained form schema of a schema file (`page.schema.json`, `site.schema.json`, ...). */
export function formSchema(file: string): SchemaObject {
  let schema = bundled.get(file);
  if (!schema) {
    schema = bundleSchema(schemaFiles, file);
    bundled.set(file, schema);
  }
  return schema;
}
