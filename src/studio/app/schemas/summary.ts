import type { SchemaObject } from './bundle.ts';

type Props = Record<string, SchemaObject>;

/**
 * A few words that tell one section from another in the list: the first piece of copy the block
 * has, required fields first (a hero's headline before its small label), in schema order.
 */
export function blockSummary(block: unknown, schema: SchemaObject | undefined): string {
  if (!block || typeof block !== 'object') return '';
  const values = block as Record<string, unknown>;
  const props = Object.entries((schema?.properties ?? {}) as Props);
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  const ordered = [...props.filter(([k]) => required.has(k)), ...props.filter(([k]) => !required.has(k))];
  for (const [key, prop] of ordered) {
    const value = values[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (prop.const !== undefined || prop.enum !== undefined || prop.oneOf !== undefined || prop.pattern !== undefined || prop.$ref !== undefined) continue;
    const line = value.trim().split('\n')[0]!.replace(/^#+\s*/, '');
    return line.length > 70 ? `${line.slice(0, 67).trimEnd()}…` : line;
  }
  return '';
}
