import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { Places } from '../../../scripts/content/places.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { engineFor } from '../../../scripts/content/validate-source.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));
const engine = engineFor(schemas);

type Path = (string | number)[];
// Every path into the data, the missing ones too (a key no schema has, an item past the end).
function* paths(value: unknown, at: Path = []): Generator<Path> {
  yield at;
  yield [...at, 'not-a-field'];
  if (Array.isArray(value)) {
    yield [...at, value.length + 3];
    for (let i = 0; i < value.length; i++) yield* paths(value[i], [...at, i]);
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* paths(v, [...at, k]);
}

it("a field's schema is the one its place's steps lead to, on every path of every page and of the site settings", () => {
  // The schema as the steps of the place give it (the words of each step worked out too), as shape() gave it before.
  const bySteps = (places: Places, p: Path) => {
    const steps = places.steps(p);
    if (!p.length) return places.shape(p);
    return steps.length === p.length || (steps[0]?.kind === 'block' && steps.length === p.length - 1) ? steps.at(-1)?.shape : undefined;
  };
  const dir = path.join(root, 'content/pages');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
  let compared = 0;
  let found = 0;
  const scopes = files.map((f) => {
    const data = yaml.load(readFileSync(path.join(dir, f), 'utf8'));
    // A section of a kind the schemas do not know, as an editor's typo makes it.
    (data as { blocks: unknown[] }).blocks.push({ type: 'heroo', headline: 'x' });
    return { data, scope: { index: engine.index, root: engine.pageEnvelope, subject: 'page', data, blocks: schemas.blocks } };
  });
  const site = yaml.load(readFileSync(path.join(root, 'content/site.yaml'), 'utf8'));
  scopes.push({ data: site, scope: { index: engine.index, root: schemas.site, subject: 'site settings', data: site, blocks: undefined as never } });
  for (const { data, scope } of scopes) {
    const places = new Places(scope);
    for (const p of paths(data)) {
      const shape = places.shape(p);
      expect(shape, JSON.stringify(p)).toBe(bySteps(places, p));
      compared++;
      if (shape) found++;
    }
  }
  expect(compared).toBeGreaterThan(5000);
  expect(found).toBeGreaterThan(compared / 3);
  expect(found).toBeLessThan(compared);
});
