import type { SchemaObject } from './bundle.ts';

type Props = Record<string, SchemaObject>;

/**
 * A few words that tell one section from another in the list: the first piece of copy the block
 * has, in the order its schema lists the fields (a hero's headline, a call to action's heading).
 */
export function blockSummary(block: unknown, schema: SchemaObject | undefined): string {
  if (!block || typeof block !== 'object') return '';
  const values = block as Record<string, unknown>;
  const props = (schema?.properties ?? {}) as Props;
  for (const [key, prop] of Object.entries(props)) {
    const value = values[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (prop.const !== undefined || prop.enum !== undefined || prop.pattern !== undefined || prop.$ref !== undefined) continue;
    const line = value.trim().split('\n')[0]!.replace(/^#+\s*/, '');
    return line.length > 70 ? `${line.slice(0, 67).trimEnd()}…` : line;
  }
  return '';
}
