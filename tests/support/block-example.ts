import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareBlock } from '../../scripts/content/prepare.ts';
import type { BlockProps } from '../../src/blocks/registry.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The examples written in a block's schema (schemas/blocks/<type>.schema.json), as the page file would give them. */
export function blockExamples<K extends keyof BlockProps>(type: K): BlockProps[K][] {
  const schema = JSON.parse(readFileSync(path.join(root, 'schemas/blocks', `${type}.schema.json`), 'utf8')) as { examples?: unknown[] };
  // tests/unit/blocks/conventions.test.ts checks every example against its schema, so the type holds.
  return (schema.examples ?? []) as BlockProps[K][];
}

/**
 * A block's first schema example, prepared as the build prepares it (markdown made into elements),
 * so a component test renders what the schema documents without writing its text a second time.
 */
export function blockExample<K extends keyof BlockProps>(type: K): BlockProps[K] {
  const [example] = blockExamples(type);
  if (!example) throw new Error(`schemas/blocks/${type}.schema.json has no examples`);
  return prepareBlock(example) as BlockProps[K];
}
