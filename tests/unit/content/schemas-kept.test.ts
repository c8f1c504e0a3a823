import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadSchemas, loadSchemasKept } from '../../../scripts/content/schemas.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'schemas-kept-'));
cpSync(path.join(project, 'schemas'), dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('hands a watching check the same schema set while no schema file changed, and a new one as soon as one does', () => {
  const first = loadSchemasKept(dir);
  expect(loadSchemasKept(dir)).toBe(first);
  expect(first).toEqual(loadSchemas(dir));

  const file = path.join(dir, 'blocks/hero.schema.json');
  const hero = JSON.parse(readFileSync(file, 'utf8')) as { description: string };
  writeFileSync(file, JSON.stringify({ ...hero, description: `${hero.description} (changed)` }, null, 2));
  const after = loadSchemasKept(dir);
  expect(after).not.toBe(first);
  expect(after.blocks.get('hero')?.description).toBe(`${hero.description} (changed)`);
  expect(after).toEqual(loadSchemas(dir));
  // The set handed out before is not changed under its holder.
  expect(first.blocks.get('hero')?.description).toBe(hero.description);

  // A schema file added is a change too.
  writeFileSync(path.join(dir, 'blocks/zz-extra.schema.json'), JSON.stringify({ ...hero, properties: { type: { const: 'zz-extra' } } }));
  expect(loadSchemasKept(dir).blocks.has('zz-extra')).toBe(true);
});
