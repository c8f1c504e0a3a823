import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blockComponentFile, blockName, blockScriptFile } from '../content/block-files.ts';

/**
 * A block type is one schema, one component folder (component, styles, test) and one registry
 * line. This names every missing or mismatched piece in one plain sentence each, so that a
 * developer reads "create src/blocks/PullQuote/PullQuote.tsx" before tsc's type errors.
 */

export const SCHEMA_DIR = 'schemas/blocks';
export const BLOCKS_DIR = 'src/blocks';
export const REGISTRY_FILE = 'src/blocks/registry.ts';

const NEW_BLOCK = 'npm run new:block -- <type> makes every piece of a new block';

/** `'pull-quote': { component: () => import('./PullQuote/PullQuote.tsx'), client: 'static' },` for a type: static until it needs script. */
export const registryLine = (type: string): string => {
  const key = /^[a-z_$][\w$]*$/i.test(type) ? type : `'${type}'`;
  return `  ${key}: { component: () => import('./${blockName(type)}/${blockName(type)}.tsx'), client: 'static' },`;
};

/** A registry line: the file its component comes from (relative to src/blocks) and whether it says how the block runs in the browser. */
export interface RegistryLine {
  file: string;
  declaresClient: boolean;
  /** The file its browser script comes from, when it has one. */
  script?: string;
}

/** The registry's lines by block type. */
export function registryEntries(registryText: string): Map<string, RegistryLine> {
  const entries = new Map<string, RegistryLine>();
  for (const m of registryText.matchAll(/^\s*'?([a-z0-9-]+)'?\s*:\s*\{\s*component:\s*\(\)\s*=>\s*import\(\s*'\.\/([^']+)'\s*\)(.*)$/gm)) {
    const script = /\bscript:\s*\(\)\s*=>\s*import\(\s*'\.\/([^']+)'\s*\)/.exec(m[3]!)?.[1];
    entries.set(m[1]!, { file: m[2]!, declaresClient: /^\s*,\s*client\s*:\s*\S/.test(m[3]!), ...(script ? { script } : {}) });
  }
  return entries;
}

/** PullQuote -> pull-quote: the type a component folder is for. */
export const typeOfFolder = (folder: string): string => folder.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

type Json = Record<string, unknown>;

/** Help texts editors rely on: every field has a title and a description, every object closes its fields. */
function schemaProblems(file: string, schema: Json): string[] {
  const out: string[] = [];
  if (schema.$schema !== 'http://json-schema.org/draft-07/schema#') out.push(`${file} must start with "$schema": "http://json-schema.org/draft-07/schema#" (editors' YAML help reads draft-07).`);
  if (!Array.isArray(schema.examples) || !schema.examples.length) out.push(`${file} has no example: add "examples" with one block as a page would write it (the component test renders it).`);
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Json;
    if (n.type === 'object' && n.additionalProperties !== false) out.push(`${file}: ${at || 'the block'} must say "additionalProperties": false, so a misspelt field is reported instead of ignored.`);
    for (const [name, prop] of Object.entries((n.properties ?? {}) as Record<string, Json>)) {
      const where = at ? `${at}.${name}` : name;
      if (!prop.$ref) {
        if (!prop.title) out.push(`${file}: the field "${where}" has no "title" (editors see it as the field's name, and messages use it).`);
        if (!prop.description) out.push(`${file}: the field "${where}" has no "description" (editors see it when they hover the field).`);
      }
      walk(prop, where);
    }
    if (n.items) walk(n.items, `${at}[]`);
  };
  walk(schema, '');
  return out;
}

/** Every broken convention of the project's block types, one plain sentence each (empty when all is well). */
export function blockConventionProblems(root: string): string[] {
  const problems: string[] = [];
  const schemaFiles = readdirSync(path.join(root, SCHEMA_DIR)).filter((f) => f.endsWith('.schema.json')).sort();
  const types = schemaFiles.map((f) => f.slice(0, -'.schema.json'.length));
  const registry = registryEntries(readFileSync(path.join(root, REGISTRY_FILE), 'utf8'));
  const exists = (rel: string) => existsSync(path.join(root, rel));

  for (const type of types) {
    const schemaFile = `${SCHEMA_DIR}/${type}.schema.json`;
    const name = blockName(type);
    const folder = `${BLOCKS_DIR}/${name}`;
    const component = blockComponentFile(type);
    problems.push(...schemaProblems(schemaFile, JSON.parse(readFileSync(path.join(root, schemaFile), 'utf8')) as Json));
    if (!exists(component)) {
      problems.push(`${schemaFile} has no component: create ${component}, default-exporting the component that renders a ${type} block (${NEW_BLOCK}).`);
    } else {
      if (!exists(`${folder}/${name}.css`)) problems.push(`${folder}/ has no styles: create ${folder}/${name}.css and import it at the top of ${name}.tsx.`);
      else if (!readFileSync(path.join(root, component), 'utf8').includes(`'./${name}.css'`)) problems.push(`${component} does not load its styles: add import './${name}.css'; at the top.`);
      if (!readdirSync(path.join(root, folder)).some((f) => /\.test\.tsx?$/.test(f))) problems.push(`${folder}/ has no test: create ${folder}/${name}.test.tsx that renders the schema's example (see tests/support/block-example.ts).`);
    }
    const line = registry.get(type);
    if (!line) problems.push(`${REGISTRY_FILE} has no line for "${type}": add\n${registryLine(type)}`);
    else if (line.file !== `${name}/${name}.tsx`) problems.push(`${REGISTRY_FILE} loads "${type}" from ./${line.file}, but its component is ${component}: change the line to\n${registryLine(type)}`);
    else if (!line.declaresClient) {
      problems.push(
        `${REGISTRY_FILE} does not say how "${type}" runs in the browser: end its line with client: 'static' (rendered at build time, no JavaScript) ` +
          `or the moment it becomes interactive ('load', 'idle', 'visible' or 'interaction'), right after its component, as in\n${registryLine(type)}`,
      );
    } else if (line.script !== undefined && line.script !== `${name}/${name}.browser.ts`) {
      problems.push(`${REGISTRY_FILE} loads the browser script of "${type}" from ./${line.script}: the build looks for it at ${blockScriptFile(type)}, so move it there and load it from ./${name}/${name}.browser.ts.`);
    }
  }
  for (const type of registry.keys()) {
    if (!types.includes(type)) problems.push(`${REGISTRY_FILE} has a line for "${type}", but there is no ${SCHEMA_DIR}/${type}.schema.json: create the schema (${NEW_BLOCK}) or remove the line.`);
  }
  for (const folder of readdirSync(path.join(root, BLOCKS_DIR)).sort()) {
    if (!statSync(path.join(root, BLOCKS_DIR, folder)).isDirectory() || types.some((t) => blockName(t) === folder)) continue;
    problems.push(`${BLOCKS_DIR}/${folder}/ belongs to no block type: create ${SCHEMA_DIR}/${typeOfFolder(folder)}.schema.json for it, or move shared code to src/components/.`);
  }
  return problems;
}
