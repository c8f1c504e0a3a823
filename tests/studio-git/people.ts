import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { rewriteYaml } from '../../src/studio/yaml/rewrite.ts';
import type { Person } from '../../src/studio/online/git/index.ts';

export const ana: Person = { id: 'ana', name: 'Ana Editor', email: 'ana@example.com', role: 'editor' };
export const ben: Person = { id: 'ben', name: 'Ben Editor', email: 'ben@example.com', role: 'editor' };
export const cho: Person = { id: 'cho', name: 'Cho Editor', email: 'cho@example.com', role: 'editor' };
export const eve: Person = { id: 'eve', name: 'Eve Editor', email: 'eve@example.com', role: 'editor' };
export const pia: Person = { id: 'pia', name: 'Pia Publisher', email: 'pia@example.com', role: 'publisher' };

type Page = { blocks: Record<string, unknown>[] };

/** A page's data in a folder of the site. */
export const readPage = (dir: string, file: string): Page => parse(readFileSync(path.join(dir, file), 'utf8')) as Page;

/**
 * Saves a change to the first block's field the way the Studio does (rewriteYaml: only that line
 * changes); the new value is made from the old one, so no copy is pinned here. Returns the new value.
 */
export function editFirstBlock(dir: string, file: string, field: string, change: (old: unknown) => unknown): unknown {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const data = parse(text) as Page;
  const value = change(data.blocks[0]![field]);
  data.blocks[0]![field] = value;
  writeFileSync(full, rewriteYaml(text, data));
  return value;
}

export const headline = (dir: string, file: string): unknown => readPage(dir, file).blocks[0]!.headline;
