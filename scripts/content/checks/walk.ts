import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { YamlSource } from '../yaml-source.ts';

export interface FoundString {
  path: (string | number)[];
  value: string;
  node: Node;
}

/** Every text value of a YAML file (not the keys), with its path, for checks across all fields. */
export function stringValues(source: YamlSource): FoundString[] {
  const out: FoundString[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? (pair.key.value as string) : String(pair.key)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, i]));
    } else if (isScalar(node) && typeof node.value === 'string') {
      out.push({ path, value: node.value, node });
    }
  };
  walk(source.doc.contents, []);
  return out;
}

/**
 * The text values of a file's data (not the keys) that `keep` accepts, with their paths: the same
 * walk over plain data, so a valid file is never parsed with positions. Paths are copied only for
 * the values kept.
 */
export function dataStrings(data: unknown, keep: (value: string) => boolean = () => true): { path: (string | number)[]; value: string }[] {
  const out: { path: (string | number)[]; value: string }[] = [];
  const path: (string | number)[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (keep(value)) out.push({ path: [...path], value });
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i]);
        path.pop();
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        path.push(key);
        walk((value as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(data);
  return out;
}
