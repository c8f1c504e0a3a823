/**
 * dist/_headers (the Netlify / Cloudflare Pages format) from each page's policy: pure, so it is
 * tested on its own and the preview server applies exactly what it writes.
 *
 * Hosts merge every rule that matches a request and join repeated headers with commas, which a
 * browser reads as several policies that must ALL allow a request, and auditors' scanners (Mozilla's
 * HTTP Observatory) as one invalid policy. So `/*` carries the union of all policies (what a not-found
 * address gets), and one rule per subtree of pages sharing a policy REPLACES it: the rule first detaches
 * the site-wide policy (`! Content-Security-Policy`, Cloudflare Pages' syntax; Netlify's parser skips a
 * line without a colon and lets the narrower rule's value win anyway), then sets its own. Those rules
 * never overlap, so every response carries exactly one policy. Cache-Control is likewise set once per address.
 */

import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE } from './speculation.ts';

export const LIMITS = { rules: 100, lineLength: 2000 } as const;
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** Content-hashed build output: a changed file gets a new name, so it can be cached for good. */
export const ASSET_PATTERN = '/assets/*';

export interface PolicedPage {
  /** The address (/about), or '*' for the page served at unknown addresses. */
  path: string;
  policy: string;
}

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
  /** Headers an earlier matching rule set that this rule removes before setting its own (`! Name` lines). */
  detach?: string[];
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

interface Node {
  path: string;
  policy?: string;
  children: Map<string, Node>;
}

function tree(pages: readonly PolicedPage[]): Node {
  const root: Node = { path: '/', children: new Map() };
  for (const page of pages) {
    if (page.path === '*') continue;
    let node = root;
    for (const segment of page.path.split('/').filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { path: `${node.path === '/' ? '' : node.path}/${segment}`, children: new Map() }));
      node = child;
    }
    node.policy = page.policy;
  }
  return root;
}

const policiesIn = (node: Node, out = new Set<string>()): Set<string> => {
  if (node.policy !== undefined) out.add(node.policy);
  node.children.forEach((c) => policiesIn(c, out));
  return out;
};

/** The fewest non-overlapping address patterns that give every page its own policy. */
export function policyRules(pages: readonly PolicedPage[]): PolicyRule[] {
  const out: PolicyRule[] = [];
  const visit = (node: Node) => {
    const policies = policiesIn(node);
    if (policies.size === 1 && node.path !== '/') {
      const [policy] = policies as Set<string> & [string];
      out.push({ pattern: node.path, policy }, { pattern: `${node.path}/*`, policy });
      return;
    }
    // No rule for /docs/: pages are files (docs.html), so every host redirects that address to /docs.
    if (node.policy !== undefined) out.push({ pattern: node.path, policy: node.policy });
    node.children.forEach(visit);
  };
  const root = tree(pages);
  // A site whose pages all share one policy needs no rule beyond /*.
  if (policiesIn(root).size > 1) visit(root);
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** A policy rule: an address pattern and the Content-Security-Policy it narrows the union to. */
export interface PolicyRule {
  pattern: string;
  policy: string;
}

/**
 * The policy rules of a site. Every page is a document of its own (links load the next page), so
 * each gets its own policy from the host. When one rule per subtree would exceed the hosts' limit,
 * the largest group of pages gets no rules of its own (the union on /* serves it, still strict about
 * scripts) so the smaller groups keep theirs.
 */
export function planPolicies(pages: readonly PolicedPage[]): { rules: PolicyRule[]; narrowedAll: boolean } {
  const all = policyRules(pages);
  const groups = new Map<string, string[]>();
  for (const r of all) groups.set(r.policy, [...(groups.get(r.policy) ?? []), r.pattern]);
  const [largest] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[1][0]!.localeCompare(b[1][0]!));
  if (!largest) return { rules: [], narrowedAll: true };
  if (all.length + FIXED_RULES <= LIMITS.rules) return { rules: all, narrowedAll: true };
  return { rules: all.filter((r) => r.policy !== largest[0]), narrowedAll: false };
}

/** /*, /assets/* and the speculation rules' file. */
const FIXED_RULES = 3;

export function headerRules(rules: readonly PolicyRule[], union: string, common: [string, string][]): HeaderRule[] {
  return [
    { pattern: '/*', headers: [...common, [CSP, union]] },
    { pattern: ASSET_PATTERN, headers: [['Cache-Control', ASSET_CACHE]] },
    // The browser reads the rules only with their own type, which no host guesses from .json.
    { pattern: `/${SPECULATION_RULES_FILE}`, headers: [['Content-Type', SPECULATION_RULES_TYPE]] },
    ...rules.map((r) => ({ pattern: r.pattern, detach: [CSP], headers: [[CSP, r.policy], ['Cache-Control', PAGE_CACHE]] as [string, string][] })),
  ];
}

export function serializeHeaders(rules: readonly HeaderRule[]): string {
  const banner = '# Generated by the build (scripts/build/headers.ts) from the pages, content/site.yaml and the build settings. Do not edit.';
  return [banner, ...rules.map((r) => [r.pattern, ...(r.detach ?? []).map((n) => `  ! ${n}`), ...r.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n'))].join('\n') + '\n';
}

/** What keeps the hosts from accepting the file, in plain words (empty when it fits). */
export function limitProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  if (rules.length > LIMITS.rules) {
    problems.push(
      `The host settings need ${rules.length} header rules, more than the ${LIMITS.rules} hosts accept. ` +
        'Each top-level page that differs from its neighbours needs its own rules: put pages under fewer top-level sections (such as /services/...).',
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
 * The headers for an address as Cloudflare Pages makes them: every matching rule's, in file order; a rule's
 * detached names removed first; a name repeated by several rules joined by ", ".
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const out = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const name of rule.detach ?? []) out.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = out.get(key) ?? { name, values: [] };
      entry.values.push(value);
      out.set(key, entry);
    }
  }
  return Object.fromEntries([...out.values()].map((e) => [e.name, e.values.join(', ')]));
}
