import type { HeaderRule } from '../build/headers.ts';

export { headersFor } from '../build/headers.ts';

/** One block of a `_headers` file: an address pattern and the headers it attaches, as the build writes it. */
export type ParsedRule = HeaderRule;

/**
 * Reads a `_headers` file the way Netlify and Cloudflare Pages do: a line starting with `/` opens a
 * rule, indented `Name: value` lines belong to it, `#` lines are comments. The build never writes
 * Cloudflare's `! Name` lines (no address matches two rules that set one header, scripts/build/headers.ts),
 * so a line without a colon is skipped, as Netlify skips it.
 */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}
