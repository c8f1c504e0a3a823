import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { outputFileFor } from '../../../scripts/build/html.ts';
import { copyProject, PROJECT, type ProjectCopy } from '../../support/project-copy.ts';

// `npm run new:block -- <type>` on a throwaway copy of the project (the fixture site as content,
// so the build is quick): refusals write nothing; a good name gives a block that passes every
// check at once and renders in a page.
let copy: ProjectCopy;
// The child tools must not think they run inside this test (vitest sets NODE_ENV=test and VITEST*).
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV'));
const run = (bin: string, args: string[], extra: Record<string, string> = {}) =>
  spawnSync(path.join(PROJECT, 'node_modules/.bin', bin), args, { cwd: copy.dir, encoding: 'utf8', env: { ...env, ...extra } });
const newBlock = (...args: string[]) => run('tsx', ['scripts/cli/new-block.ts', ...args]);
const listing = () => ['schemas/blocks', 'src/blocks'].flatMap((d) => readdirSync(copy.file(d), { recursive: true }).map(String)).sort();

beforeAll(() => {
  copy = copyProject({ content: path.join(PROJECT, 'tests/fixtures/valid'), prefix: 'new-block-' });
  // Component tests import tests/support; tsc checks tests/ too.
  for (const part of ['tests', 'vitest.config.ts']) cpSync(path.join(PROJECT, part), copy.file(part), { recursive: true });
});
afterAll(() => copy?.remove());

describe('refuses a name it cannot use, in one sentence, and writes nothing', () => {
  it.each([
    [[], 'Say which block type to create, for example: npm run new:block -- pull-quote'],
    [['PullQuote'], '"PullQuote" cannot be a block type: write it in lowercase letters and digits, starting with a letter, with single hyphens between words, such as "pull-quote".'],
    [['pull_quote'], 'such as "pull-quote".'],
    [['2-col'], '"2-col" cannot be a block type'],
    [['hero'], 'There is already a block type "hero" (schemas/blocks/hero.schema.json): pick another name, or change that block.'],
  ])('%j', (args, sentence) => {
    const before = listing();
    const registry = readFileSync(copy.file('src/blocks/registry.ts'), 'utf8');
    const result = newBlock(...args);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(sentence);
    expect(listing()).toEqual(before);
    expect(readFileSync(copy.file('src/blocks/registry.ts'), 'utf8')).toBe(registry);
  }, 30_000);
});

describe('npm run new:block -- pull-quote', () => {
  let output = '';
  beforeAll(() => {
    const result = newBlock('pull-quote');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    output = result.stdout;
  }, 60_000);

  it('creates the schema, the component folder and the registry line, and says how to use the block', () => {
    for (const file of ['schemas/blocks/pull-quote.schema.json', 'src/blocks/PullQuote/PullQuote.tsx', 'src/blocks/PullQuote/PullQuote.css', 'src/blocks/PullQuote/PullQuote.test.tsx']) {
      expect(existsSync(copy.file(file)), file).toBe(true);
      expect(output).toContain(file);
    }
    expect(readFileSync(copy.file('src/blocks/registry.ts'), 'utf8')).toContain(`  'pull-quote': { component: () => import('./PullQuote/PullQuote.tsx'), client: 'static' },\n} satisfies BlockRegistry;`);
    expect(readFileSync(copy.file('src/generated/content.ts'), 'utf8')).toContain('export interface PullQuoteBlock {');
    expect(output).toContain('- type: pull-quote');
  });

  it('passes the content check, the block checks and fresh generated types at once', () => {
    for (const script of ['scripts/cli/validate.ts', 'scripts/cli/check-blocks.ts', 'scripts/cli/gen-types.ts']) {
      const result = run('tsx', [script, ...(script.includes('gen-types') ? ['--check'] : [])]);
      expect(result.status, `${script}\n${result.stdout}${result.stderr}`).toBe(0);
    }
  }, 60_000);

  it('passes tsc', () => {
    const result = run('tsc', ['--noEmit']);
    expect(result.status, result.stdout).toBe(0);
  }, 240_000);

  it("passes its own test, which renders the schema's example", () => {
    const result = run('vitest', ['run', '--project', 'unit', 'src/blocks/PullQuote']);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/1 passed/);
  }, 120_000);

  it('can be used in a page right away: the example validates and the build prerenders it', () => {
    const schema = JSON.parse(readFileSync(copy.file('schemas/blocks/pull-quote.schema.json'), 'utf8')) as { examples: { heading: string }[] };
    const example = schema.examples[0]!;
    const page = { seo: { title: 'Quote | Fixture Studio', description: 'A page with the new block.' }, blocks: [example] };
    writeFileSync(copy.file('content/pages/quote.yaml'), stringify(page));
    const build = run('tsx', ['scripts/cli/build.ts'], { NODE_ENV: 'production', DIST_DIR: 'dist', VITE_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:9/booking-webhook' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const html = readFileSync(copy.file(`dist/${outputFileFor('/quote')}`), 'utf8');
    expect(html).toContain(`<h2>${example.heading}</h2>`);
  }, 120_000);
});
