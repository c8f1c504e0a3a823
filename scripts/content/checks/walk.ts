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
