// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import path from 'node:path';
import type { ComponentType } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { blockComponentFile } from '../../../scripts/content/block-files.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { renderAt } from '../../support/render.tsx';

// Editors repeat themselves: two cards with the same title, a point written twice, a copy of a list
// item made in the Studio and not yet changed. Every block must render that as it is, without React
// losing track of which item is which (a duplicate key), in the preview as on the site.
const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));

/** The value with every list holding each of its items twice, at every depth. */
function repeated(value: unknown): unknown {
  if (Array.isArray(value)) return [...value, ...value].map(repeated);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, repeated(v)]));
  return value;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it.each([...schemas.blocks.keys()])('%s renders every item of a list that repeats an item, with no duplicate key', async (type) => {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  const { default: Component } = (await import(path.join(root, blockComponentFile(type)))) as { default: ComponentType<object> };
  const example = (schemas.blocks.get(type)!.examples as object[])[0]!;
  renderAt(<Component {...(repeated(example) as object)} />);
  expect(errors.filter((e) => /same key/.test(e))).toEqual([]);
});
