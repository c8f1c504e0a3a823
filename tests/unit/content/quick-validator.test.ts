import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { quickSchema } from '../../../scripts/content/quick-schemas.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { makeAjv } from '../../../scripts/content/validate-source.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));
const icons = { oneOf: [{ const: 'bolt', title: 'Bolt' }, { const: 'chart', title: 'Chart', description: 'A bar chart' }] };

describe('the quick schemas', () => {
  it('write a choice of constants as one enum, and leave everything else as it was', () => {
    expect(quickSchema({ type: 'string', title: 'Icon', ...icons })).toEqual({ type: 'string', title: 'Icon', enum: ['bolt', 'chart'] });
    expect(quickSchema({ properties: { icon: { anyOf: icons.oneOf } } })).toEqual({ properties: { icon: { enum: ['bolt', 'chart'] } } });
    // A branch with more than a constant and its words is a schema of its own.
    const mixed = { oneOf: [{ const: 'a' }, { type: 'number', minimum: 1 }] };
    expect(quickSchema(mixed)).toEqual(mixed);
    // oneOf refuses a value two branches hold; an enum would take it.
    const twice = { oneOf: [{ const: 'a' }, { const: 'a', title: 'A again' }] };
    expect(quickSchema(twice)).toEqual(twice);
    // Values are data: a const or an example that looks like a choice stays as written.
    const data = { const: { oneOf: [{ const: 1 }] }, examples: [{ oneOf: [{ const: 2 }] }] };
    expect(quickSchema(data)).toEqual(data);
  });
});

// Every value of a block made wrong in the ways an editor makes it wrong.
function* mistakes(value: unknown, at: (v: unknown) => unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    yield at([]);
    yield at([...value, ...value.slice(0, 1)]);
    for (let i = 0; i < value.length; i++) yield* mistakes(value[i], (v) => at(value.map((x, j) => (j === i ? v : x))));
  } else if (value && typeof value === 'object') {
    yield at({ ...value, extra: 'x' });
    for (const key of Object.keys(value)) {
      const { [key]: _gone, ...rest } = value as Record<string, unknown>;
      yield at(rest);
      yield* mistakes((value as Record<string, unknown>)[key], (v) => at({ ...value, [key]: v }));
    }
  } else {
    for (const wrong of ['not-a-choice', '', 42, -1, 1.5, null, true, 'https://example.com', '/about']) if (wrong !== value) yield at(wrong);
  }
}

describe('the quick validator', () => {
  it('accepts and refuses exactly what the full one does, on every block of the site and thousands of mistakes', () => {
    const full = makeAjv(schemas, 'full');
    const quick = makeAjv(schemas, 'quick');
    const dir = path.join(root, 'content/pages');
    const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    let checked = 0;
    let refused = 0;
    // The page around its blocks, as the engine checks it (blocks are checked one by one).
    const envelope = structuredClone(schemas.page) as { properties: { blocks: { items: unknown } } };
    envelope.properties.blocks.items = {};
    const [fullPage, quickPage] = [full.compile(envelope), quick.compile(quickSchema(envelope))];
    for (const file of pages) {
      const page = yaml.load(readFileSync(path.join(dir, file), 'utf8')) as { blocks: { type: string }[] };
      const around = { ...page, blocks: [{}] };
      for (const data of [around, ...mistakes(around, (v) => v)]) {
        expect(quickPage(data), `${file}: ${JSON.stringify(data).slice(0, 300)}`).toBe(fullPage(data));
        checked++;
      }
      for (const block of page.blocks) {
        // Each block schema is in both, as the engine registers them: the quick one read by quickSchema.
        const id = schemas.blocks.get(block.type)!.$id as string;
        const [f, q] = [full.getSchema(id)!, quick.getSchema(id)!];
        for (const data of [block, ...mistakes(block, (v) => v)]) {
          const answer = f(data);
          expect(q(data), `${file}: ${JSON.stringify(data).slice(0, 300)}`).toBe(answer);
          checked++;
          if (!answer) refused++;
        }
      }
    }
    // Enough of both answers for the comparison to mean something.
    expect(checked).toBeGreaterThan(5000);
    expect(refused).toBeGreaterThan(checked / 3);
  });
});
