import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFromSchemas } from '../../../scripts/content/gen-types.ts';

// A block type is one schema file, one component folder and one registry line. This shows that
// `tsc` refuses the project when any of the three is missing, by compiling src/blocks/registry.ts
// with the project's tsconfig over an in-memory overlay of changed files (nothing on disk changes).
const project = path.resolve(import.meta.dirname, '../../..');
const registryFile = path.join(project, 'src/blocks/registry.ts');
const generatedFile = path.join(project, 'src/generated/content.ts');
const componentFile = path.join(project, 'src/blocks/PullQuote/PullQuote.tsx');
const config = ts.readConfigFile(path.join(project, 'tsconfig.json'), ts.sys.readFile).config as object;
const options = ts.parseJsonConfigFileContent(config, ts.sys, project).options;

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'blocks/pull-quote.schema.json',
  title: 'Pull quote',
  description: 'One sentence from a client, set large.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'quote'],
  properties: {
    type: { title: 'Block type', description: 'Always pull-quote for this block.', const: 'pull-quote' },
    quote: { title: 'Quote', description: 'The sentence.', type: 'string', minLength: 1 },
  },
  examples: [{ type: 'pull-quote', quote: 'They answered every lead within a minute.' }],
};
const component = `import type { PullQuoteBlock as Props } from '../../generated/content.ts';

export default function PullQuote({ quote }: Props) {
  return <blockquote>{quote}</blockquote>;
}
`;
const registryLine = `  'pull-quote': { component: () => import('./PullQuote/PullQuote.tsx'), client: 'static' },\n`;

const registry = readFileSync(registryFile, 'utf8');
const withLine = registry.replace(/\n} satisfies BlockRegistry;/, `\n${registryLine.trimEnd()}\n} satisfies BlockRegistry;`);
let generatedWithSchema = '';

// Library and node_modules files parse once for all the programs below.
const parsed = new Map<string, ts.SourceFile>();
const base = ts.createCompilerHost(options);

/** Errors tsc reports in registry.ts when the given files are replaced (null: the file does not exist). */
function registryErrors(overlay: Record<string, string | null>): string[] {
  const host = ts.createCompilerHost(options);
  const inOverlay = (f: string) => Object.prototype.hasOwnProperty.call(overlay, f);
  host.fileExists = (f) => (inOverlay(f) ? overlay[f] !== null : ts.sys.fileExists(f));
  host.readFile = (f) => (inOverlay(f) ? (overlay[f] ?? undefined) : ts.sys.readFile(f));
  host.directoryExists = (d) => Object.entries(overlay).some(([f, text]) => text !== null && f.startsWith(d + '/')) || ts.sys.directoryExists(d);
  host.getSourceFile = (f, language) => {
    if (inOverlay(f)) return overlay[f] === null ? undefined : ts.createSourceFile(f, overlay[f]!, language);
    if (!parsed.has(f)) {
      const sf = base.getSourceFile(f, language);
      if (sf) parsed.set(f, sf);
    }
    return parsed.get(f);
  };
  const program = ts.createProgram({ rootNames: [registryFile], options, host });
  const file = program.getSourceFile(registryFile)!;
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

beforeAll(async () => {
  // The types as `npm run gen:types` makes them once schemas/blocks/pull-quote.schema.json exists.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  try {
    cpSync(path.join(project, 'schemas'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'blocks/pull-quote.schema.json'), JSON.stringify(schema, null, 2));
    generatedWithSchema = (await generateFromSchemas(dir))['src/generated/content.ts']!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

afterAll(() => parsed.clear());

describe('tsc and the block registry', () => {
  it('the project as it is compiles', () => {
    expect(registryErrors({})).toEqual([]);
  }, 60_000);

  it('schema, component folder and registry line together compile', () => {
    expect(registryErrors({ [generatedFile]: generatedWithSchema, [componentFile]: component, [registryFile]: withLine })).toEqual([]);
  }, 60_000);

  it('fails when a registry line is removed', () => {
    const errors = registryErrors({ [registryFile]: registry.replace(/^\s*'?hero'?: \{ component:.*\n/m, '') });
    expect(errors.join('\n')).toMatch(/Property '["']?hero["']?' is missing/);
  }, 60_000);

  it('fails when a registry line names a type that has no schema (component present)', () => {
    const errors = registryErrors({ [componentFile]: component.replace(/import type .*\n/, '').replace('{ quote }: Props', '{ quote }: { quote: string }'), [registryFile]: withLine });
    expect(errors.join('\n')).toMatch(/'+pull-quote'+ does not exist in type 'BlockRegistry'/);
  }, 60_000);

  it('fails when a schema exists (types regenerated) but has no registry line', () => {
    const errors = registryErrors({ [generatedFile]: generatedWithSchema, [componentFile]: component });
    expect(errors.join('\n')).toMatch(/Property '["']?pull-quote["']?' is missing/);
  }, 60_000);

  it('fails when a line has no client declaration, or declares one that does not exist', () => {
    const without = registryErrors({ [generatedFile]: generatedWithSchema, [componentFile]: component, [registryFile]: withLine.replace(", client: 'static' }", ' }') });
    expect(without.join('\n')).toMatch(/Property 'client' is missing/);
    const unknown = registryErrors({ [generatedFile]: generatedWithSchema, [componentFile]: component, [registryFile]: withLine.replace("client: 'static'", "client: 'hover'") });
    expect(unknown.join('\n')).toMatch(/'"hover"' is not assignable to type/);
  }, 60_000);

  it('fails when the registry line points to a component folder that does not exist', () => {
    const errors = registryErrors({ [generatedFile]: generatedWithSchema, [registryFile]: withLine, [componentFile]: null });
    expect(errors.join('\n')).toMatch(/Cannot find module '\.\/PullQuote\/PullQuote\.tsx'/);
  }, 60_000);
});
