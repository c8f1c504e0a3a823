import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content/load.ts';
import { bundleSchema, STUDIO_KIND, type SchemaObject } from './bundle.ts';
import { blockTypes, formSchema, schemaFiles } from './index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('bundleSchema', () => {
  it('makes every reference local and keeps the meaning: every page of the site is still valid', () => {
    const page = formSchema('page.schema.json');
    const definitions = page.definitions as Record<string, unknown>;
    for (const ref of refs(page)) {
      expect(ref).toMatch(/^#\/definitions\//);
      expect(definitions).toHaveProperty(ref.slice('#/definitions/'.length));
    }
    const validate = new Ajv({ strict: false, allErrors: true }).compile(page);
    // Pages as the build reads them: {{claim-id}} resolved, as the checks see them.
    const { pages } = loadContent(ROOT);
    expect(pages.length).toBeGreaterThan(3);
    for (const { file, page } of pages) {
      expect({ file, valid: validate(page), errors: validate.errors }).toMatchObject({ valid: true });
    }
    const broken = { seo: { title: 'x', description: 'y' }, blocks: [{ type: 'hero', headline: 'Hi', primary: { label: 'Go', href: 'javascript:alert(1)' } }] };
    expect(validate(broken)).toBe(false);
  });

  it('marks the shared link and picture shapes for their pickers', () => {
    const hero = blockTypes.find((b) => b.type === 'hero')!.schema;
    const defs = hero.definitions as Record<string, SchemaObject>;
    const kinds = Object.values(defs).map((d) => d[STUDIO_KIND]).filter(Boolean);
    expect(kinds).toContain('link');
    expect(JSON.stringify(hero)).not.toContain('"$id"');
  });

  it('lists every block type of schemas/blocks with its title and first example', () => {
    const files = [...schemaFiles.keys()].filter((f) => f.startsWith('blocks/'));
    expect(blockTypes).toHaveLength(files.length);
    for (const block of blockTypes) {
      expect(block.title).not.toBe('');
      expect(block.example.type).toBe(block.type);
    }
  });

  it('refuses a reference to nothing, naming the file', () => {
    const files = new Map<string, SchemaObject>([['a.schema.json', { properties: { x: { $ref: 'b.schema.json#/definitions/y' } } }]]);
    expect(() => bundleSchema(files, 'a.schema.json')).toThrow(/a\.schema\.json/);
  });
});
