/**
 * dist/_headers (the Netlify / Cloudflare Pages format): pure, so it is tested on its own and the
 * preview server and the nginx settings apply exactly what it holds.
 *
 * Hosts merge every rule that matches a request, each in its own way: Cloudflare Pages joins a header
 * repeated by several rules with commas (a browser then enforces several policies, and Mozilla's HTTP
 * Observatory reads one invalid policy), Netlify keeps the last rule's value, and only Cloudflare knows
 * `! Name` to detach one. So no address matches two rules that set the same header, whatever the engine:
 * - the site's one Content-Security-Policy is on /* alone. Any address can answer with a page (the
 *   not-found page, a post published after the build), and only /* reaches every address, so it is
 *   what every page needs together (scripts/build/csp.ts: still no inline script, no eval, no framing);
 * - pages are revalidated: Cache-Control on rules that cover the pages' sections and nothing else,
 *   never /assets/*, whose content-hashed files are cached for good.
 */

import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE } from './speculation.ts';

export const LIMITS = { rules: 100, lineLength: 2000 } as const;
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** Content-hashed build output: a changed file gets a new name, so it can be cached for good. */
export const ASSET_PATTERN = '/assets/*';

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export const CSP = 'Content-Security-Policy';

/**
 * Sent with every response. Microphone stays available to the site itself only for the voice
 * assistant. Speculation-Rules names the site's rules file (scripts/build/speculation.ts); a
 * browser reads it with each page and ignores it elsewhere.
 */
export function commonHeaders(options: { microphone: boolean }): [string, string][] {
  return [
    ['Speculation-Rules', `"/${SPECULATION_RULES_FILE}"`],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', `camera=(), microphone=${options.microphone ? '(self)' : '()'}, geolocation=(), payment=(), usb=()`],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** /*, /assets/* and the speculation rules' file. */
const FIXED_RULES = 3;
const ASSETS_SECTION = ASSET_PATTERN.split('/')[1]!;

/**
 * The address patterns that give the pages (and the addresses below them) their caching, none overlapping
 * another: `/` itself, and for each top-level section `/section` and `/section/*`. `spellings` adds the file
 * names Netlify matches a rewritten address by (/blog.html for /blog). When that would exceed the hosts'
 * limit, none: Cloudflare Pages and Netlify revalidate pages by default anyway (`complete` says so).
 */
export function pageRules(paths: readonly string[], spellings: readonly string[] = []): { patterns: string[]; complete: boolean } {
  const sections = new Set<string>();
  for (const p of paths) {
    const [first] = p.split('/').filter(Boolean);
    if (first !== undefined && first !== ASSETS_SECTION) sections.add(first);
  }
  const patterns = [
    ...(paths.includes('/') ? ['/'] : []),
    ...[...sections].flatMap((s) => [`/${s}`, `/${s}/*`]),
    ...spellings.filter((s) => s.endsWith('.html')),
  ].sort((a, b) => a.localeCompare(b));
  if (patterns.length + FIXED_RULES > LIMITS.rules) return { patterns: [], complete: false };
  return { patterns, complete: true };
}

export function headerRules(pagePatterns: readonly string[], policy: string, common: [string, string][]): HeaderRule[] {
  return [
    { pattern: '/*', headers: [...common, [CSP, policy]] },
    { pattern: ASSET_PATTERN, headers: [['Cache-Control', ASSET_CACHE]] },
    // The browser reads the rules only with their own type, which no host guesses from .json.
    { pattern: `/${SPECULATION_RULES_FILE}`, headers: [['Content-Type', SPECULATION_RULES_TYPE]] },
    ...pagePatterns.map((pattern) => ({ pattern, headers: [['Cache-Control', PAGE_CACHE]] as [string, string][] })),
  ];
}

/** Header names that two rules both set for one of these addresses (none in a file the build writes). */
export function overlaps(rules: readonly HeaderRule[], addresses: readonly string[]): string[] {
  const out: string[] = [];
  for (const address of addresses) {
    const seen = new Map<string, string>();
    for (const rule of rules) {
      if (!matchesPattern(rule.pattern, address)) continue;
      for (const [name] of rule.headers) {
        const earlier = seen.get(name.toLowerCase());
        if (earlier) out.push(`${address}: ${name} from ${earlier} and ${rule.pattern}`);
        seen.set(name.toLowerCase(), rule.pattern);
      }
    }
  }
  return out;
}

export function serializeHeaders(rules: readonly HeaderRule[]): string {
  const banner = '# Generated by the build (scripts/build/headers.ts) from the pages, content/site.yaml and the build settings. Do not edit.';
  return [banner, ...rules.map((r) => [r.pattern, ...r.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n'))].join('\n') + '\n';
}

/** What keeps the hosts from accepting the file, in plain words (empty when it fits). */
export function limitProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  if (rules.length > LIMITS.rules) {
    problems.push(
      `The host settings need ${rules.length} header rules, more than the ${LIMITS.rules} hosts accept. ` +
        'Each top-level section of pages needs its own rules: put pages under fewer top-level sections (such as /services/...).',
    );
  }
  for (const r of rules) {
    for (const [name, value] of r.headers) {
      const length = `${name}: ${value}`.length;
      if (length <= LIMITS.lineLength) continue;
      problems.push(
        `The ${name} header for ${r.pattern} is ${length} characters, more than the ${LIMITS.lineLength} hosts accept. ` +
          'It lists every host the pages load pictures or scripts from: move pictures into content/public/ or onto fewer hosts.',
      );
    }
  }
  return problems;
}

/**
 * Whether an address matches a rule pattern the way the hosts read it: `*` matches anything
 * (slashes too, or nothing), `:name` one path segment, everything else itself.
 */
export function matchesPattern(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers for an address as Cloudflare Pages makes them: every matching rule's, in file order; a name
 * repeated by several rules joined by ", ".
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
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
