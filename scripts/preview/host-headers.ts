import { matchesPattern } from '../build/headers.ts';

/** One block of a `_headers` file: an address pattern and the headers it attaches. */
export interface ParsedRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * Reads a `_headers` file the way Netlify and Cloudflare Pages do: a line starting with `/` opens a
 * rule, indented `Name: value` lines belong to it, `#` lines are comments.
 */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for an address: every matching rule's, in file order, a repeated name joined by ", " (as the hosts do). */
export function headersFor(rules: readonly ParsedRule[], urlPath: string): Record<string, string> {
  const out = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = out.get(key) ?? { name, values: [] };
      entry.values.push(value);
      out.set(key, entry);
    }
  }
  return Object.fromEntries([...out.values()].map((e) => [e.name, e.values.join(', ')]));
}
