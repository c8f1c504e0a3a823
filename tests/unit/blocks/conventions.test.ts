import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockConventionProblems, registryLine } from '../../../scripts/blocks/conventions.ts';
import { scaffoldFiles, schemaFor } from '../../../scripts/blocks/scaffold.ts';
import { blockTypeName } from '../../../scripts/content/block-files.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));

it('every block type has its schema (documented, with an example), component, styles, test and registry line', () => {
  expect(blockConventionProblems(root)).toEqual([]);
});

it('every block type has a generated type named after it (hero -> HeroBlock)', () => {
  const generated = readFileSync(path.join(root, 'src/generated/content.ts'), 'utf8');
  for (const type of schemas.blocks.keys()) expect(generated, type).toContain(`export interface ${blockTypeName(type)} {`);
});

it('block examples are valid pages, ready for the build', async () => {
  const { validateContent } = await import('../../../scripts/content/validate.ts');
  const { parseYamlSource } = await import('../../../scripts/content/yaml-source.ts');
  const { loadClaims } = await import('../../../scripts/content/claims/index.ts');
  const site = parseYamlSource('content/site.yaml', readFileSync(path.join(root, 'content/site.yaml'), 'utf8'));
  // site.yaml uses {{contact-email}} and friends: resolved as loadContent does.
  loadClaims(root, schemas).resolve(site, { kind: 'site' });
  const blocks = [...schemas.blocks.values()].flatMap((s) => s.examples as unknown[]);
  const page = parseYamlSource('example.yaml', JSON.stringify({ seo: { title: 'Examples', description: 'Every block example.' }, blocks }));
  const result = validateContent(schemas, site, [{ route: '/examples', source: page }]);
  expect(result.problems.map((p) => p.message)).toEqual([]);
  // Markdown in an example (a faq answer, a prose text) must get through the build's preparation too.
  const { prepareBlocks } = await import('../../../scripts/content/prepare.ts');
  expect(() => prepareBlocks(result.pages[0]!.page)).not.toThrow();
}, 30_000);

// A tiny project holding one block, made by the same code as `npm run new:block`, then broken one piece at a time.
describe('a missing piece is named in one plain sentence', () => {
  let dir: string;
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  const project = (change: (files: Record<string, string>) => void) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'block-conventions-'));
    write('src/blocks/registry.ts', 'export const blockRegistry = {\n} satisfies BlockRegistry;\n');
    mkdirSync(path.join(dir, 'schemas/blocks'), { recursive: true });
    const files = scaffoldFiles(dir, 'pull-quote');
    change(files);
    for (const [rel, text] of Object.entries(files)) write(rel, text);
    return blockConventionProblems(dir);
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('nothing when every piece is there', () => {
    expect(project(() => {})).toEqual([]);
  });

  it.each([
    ['the component', 'src/blocks/PullQuote/PullQuote.tsx', 'schemas/blocks/pull-quote.schema.json has no component: create src/blocks/PullQuote/PullQuote.tsx'],
    ['the styles', 'src/blocks/PullQuote/PullQuote.css', 'src/blocks/PullQuote/ has no styles: create src/blocks/PullQuote/PullQuote.css and import it at the top of PullQuote.tsx.'],
    ['the test', 'src/blocks/PullQuote/PullQuote.test.tsx', "src/blocks/PullQuote/ has no test: create src/blocks/PullQuote/PullQuote.test.tsx that renders the schema's example"],
    ['the schema', 'schemas/blocks/pull-quote.schema.json', 'src/blocks/registry.ts has a line for "pull-quote", but there is no schemas/blocks/pull-quote.schema.json'],
  ])('without %s', (_piece, file, sentence) => {
    const problems = project((files) => delete files[file]);
    expect(problems[0]).toContain(sentence);
    expect(problems.every((p) => !/undefined|Error|expected/.test(p))).toBe(true);
  });

  it('without the registry line, with the line to add', () => {
    expect(project((files) => (files['src/blocks/registry.ts'] = 'export const blockRegistry = {\n} satisfies BlockRegistry;\n'))).toEqual([
      `src/blocks/registry.ts has no line for "pull-quote": add\n${registryLine('pull-quote')}`,
    ]);
  });

  it('a component that does not load its styles, a registry line to the wrong file, a folder of no block', () => {
    const problems = project((files) => {
      files['src/blocks/PullQuote/PullQuote.tsx'] = files['src/blocks/PullQuote/PullQuote.tsx']!.replace("import './PullQuote.css';\n", '');
      files['src/blocks/registry.ts'] = files['src/blocks/registry.ts']!.replace('./PullQuote/PullQuote.tsx', './Quote/Quote.tsx');
      files['src/blocks/LeftOver/LeftOver.tsx'] = 'export default function LeftOver() { return null; }\n';
    });
    expect(problems).toEqual([
      "src/blocks/PullQuote/PullQuote.tsx does not load its styles: add import './PullQuote.css'; at the top.",
      `src/blocks/registry.ts loads "pull-quote" from ./Quote/Quote.tsx, but its component is src/blocks/PullQuote/PullQuote.tsx: change the line to\n${registryLine('pull-quote')}`,
      'src/blocks/LeftOver/ belongs to no block type: create schemas/blocks/left-over.schema.json for it, or move shared code to src/components/.',
    ]);
  });

  it('a registry line that does not say how the block runs in the browser, with the line to write', () => {
    const problems = project((files) => (files['src/blocks/registry.ts'] = files['src/blocks/registry.ts']!.replace(", client: 'static' }", ' }')));
    expect(problems).toEqual([
      'src/blocks/registry.ts does not say how "pull-quote" runs in the browser: end its line with client: \'static\' (rendered at build time, no JavaScript) ' +
        `or the moment it becomes interactive ('load', 'idle', 'visible' or 'interaction'), right after its component, as in\n${registryLine('pull-quote')}`,
    ]);
    expect(registryLine('pull-quote')).toContain("client: 'static'");
  });

  it('a schema without help texts or an example', () => {
    const schema = schemaFor('pull-quote') as { properties: Record<string, Record<string, unknown>>; examples?: unknown };
    delete schema.properties.heading!.title;
    delete schema.properties.text!.description;
    delete schema.examples;
    const problems = project((files) => (files['schemas/blocks/pull-quote.schema.json'] = JSON.stringify(schema)));
    expect(problems).toEqual([
      'schemas/blocks/pull-quote.schema.json has no example: add "examples" with one block as a page would write it (the component test renders it).',
      `schemas/blocks/pull-quote.schema.json: the field "heading" has no "title" (editors see it as the field's name, and messages use it).`,
      'schemas/blocks/pull-quote.schema.json: the field "text" has no "description" (editors see it when they hover the field).',
    ]);
  });
});
