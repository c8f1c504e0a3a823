import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../src/blocks/registry.ts';
import { blockComponentFile, blockName } from '../../../scripts/content/block-files.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));

describe('every block type', () => {
  it.each([...schemas.blocks.keys()])('%s has its folder, component, test and registry line', (type) => {
    const folder = path.join(root, 'src/blocks', blockName(type));
    // The prerender finds a block's chunk by this path to preload it and link its styles.
    expect(existsSync(path.join(root, blockComponentFile(type))), blockComponentFile(type)).toBe(true);
    expect(readdirSync(folder).some((f) => /\.test\.tsx?$/.test(f)), `a test in src/blocks/${blockName(type)}/`).toBe(true);
    expect(Object.keys(blockRegistry)).toContain(type);
  });

  it.each([...schemas.blocks.entries()])('%s schema documents every field and has examples', (_type, schema) => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.examples, 'examples').toBeInstanceOf(Array);
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.type === 'object') expect(n.additionalProperties, `${at}: additionalProperties`).toBe(false);
      for (const [name, prop] of Object.entries((n.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (!prop.$ref) {
          expect(prop.title, `${at}.${name}: title`).toBeTruthy();
          expect(prop.description, `${at}.${name}: description`).toBeTruthy();
        }
        walk(prop, `${at}.${name}`);
      }
      if (n.items) walk(n.items, `${at}[]`);
    };
    walk(schema, String(schema.$id));
  });
});

it('block examples are valid pages', async () => {
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
});
