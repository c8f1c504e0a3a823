import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy the live site sends for a page, read from the `_headers` file the build
 * wrote into dist/ (scripts/build/headers.ts): the page's own rule, else the longest `/…/*` rule that
 * covers it. A preview sends the same policy, so it behaves as the live page will (its inline critical
 * CSS, say); the banner's stylesheet is the preview's own file, which 'self' allows.
 */
export function siteCsp(dist: string, sitePath: string): string | undefined {
  const file = path.join(dist, '_headers');
  if (!existsSync(file)) return undefined;
  const rules = new Map<string, string>();
  let pattern = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('/')) pattern = line.trim();
    const csp = /^\s+Content-Security-Policy:\s*(.+)$/.exec(line)?.[1];
    if (pattern && csp && !rules.has(pattern)) rules.set(pattern, csp.trim());
  }
  const page = sitePath.replace(/\/+$/, '') || '/';
  if (rules.has(page)) return rules.get(page);
  const covering = [...rules.keys()].filter((p) => p.endsWith('/*') && (page + '/').startsWith(p.slice(0, -1))).sort((a, b) => b.length - a.length);
  return covering.length ? rules.get(covering[0]!) : undefined;
}
