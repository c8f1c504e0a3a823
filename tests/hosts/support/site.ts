import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor, matchesPattern, type HeaderRule } from '../../../scripts/build/headers.ts';
import { outputFileFor } from '../../../scripts/build/html.ts';
import { isDynamicRoute } from '../../../scripts/content/routes.ts';
import { parseHeadersFile } from '../../../scripts/preview/host-headers.ts';
import { dynamicPrefix, fallbackPathFor } from '../../../src/routing/dataUrl.ts';
import { siteContent } from '../../support/content.ts';

/** What the host tests know of the build they serve: read from dist/ and the content, never typed in. */
export const dist = path.resolve(import.meta.dirname, '../../..', process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('The host tests need a build: run `npm run build` first (npm test does).');

export const fileText = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** Every address of the sitemap, with the URL the sitemap gives it (the canonical one). */
export const sitemap = [...fileText('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => ({ url: m[1]!, path: new URL(m[1]!).pathname }));

const unique = () => randomBytes(4).toString('hex');

/** For each route with a parameter: an address that exists in no build (a post published after it) and the shell that should answer it. */
export const lateAddresses = siteContent()
  .pages.filter((p) => isDynamicRoute(p.route))
  .map((p) => ({ path: `${dynamicPrefix(p.route).replace(/\/$/, '')}/published-after-the-build-${unique()}`, shell: outputFileFor(fallbackPathFor(p.route)) }));

/** Addresses no page has: at the top and inside a section that has pages. */
export const unknownAddresses = [`/no-such-page-${unique()}`, `${sitemap.find((s) => s.path.split('/').length > 2)?.path ?? ''}-no-such-page-${unique()}`];

/** A page outside every dynamic folder, for the other spellings of its address. */
export const plainPage = sitemap.find((s) => s.path !== '/' && !lateAddresses.some((l) => s.path.startsWith(path.posix.dirname(l.path))))!.path;

/** The page script every page loads (a content-hashed asset). */
export const bootScript = /<script type="module" src="(\/assets\/site-[\w-]+\.js)"/.exec(fileText('index.html'))![1]!;

export const headerRules: HeaderRule[] = parseHeadersFile(fileText('_headers'));

/** The headers `_headers` gives an address, combined the way the engine combines a header set by several rules. */
export function expectedHeaders(urlPath: string, repeated: 'join' | 'last'): Record<string, string> {
  if (repeated === 'join') return headersFor(headerRules, urlPath);
  const out = new Map<string, [string, string]>();
  for (const rule of headerRules) if (matchesPattern(rule.pattern, urlPath)) for (const [n, v] of rule.headers) out.set(n.toLowerCase(), [n, v]);
  return Object.fromEntries(out.values());
}

/** The canonical link of an HTML page. */
export const canonicalOf = (html: string) => /<link[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
