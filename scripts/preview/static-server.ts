import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchesPattern } from '../build/headers.ts';
import { CONTENT_TYPES as TYPES } from './content-types.ts';
import { headersFor, parseHeadersFile, type ParsedRule } from './host-headers.ts';

export type Resolved = { file: string; status: 200 | 404 } | { file: null; status: 400 } | { file: null; status: 308; location: string };

/** Longer addresses are refused: no page has one, and they only serve to probe the server. */
export const MAX_PATH_LENGTH = 2048;

/** A `_redirects` rule as the hosts read it: an address (exact, :placeholder or ending in *), a target, a status. */
export interface ParsedRedirect {
  from: string;
  to: string;
  status: number;
}

/** Parses a `_redirects` file: `from  to  [status]` per line (302 when left out), `#` starts a comment. */
export function parseRedirectsFile(text: string): ParsedRedirect[] {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .filter((parts) => parts.length >= 2)
    .map(([from, to, status]) => ({ from: from!, to: to!, status: Number(status ?? 302) }));
}

/** The rule for an address the way Cloudflare Pages picks it: a rule for exactly that address, else the first pattern that matches. */
export function redirectFor(rules: readonly ParsedRedirect[], urlPath: string): ParsedRedirect | undefined {
  const exact = rules.find((r) => !/[*:]/.test(r.from) && r.from === urlPath);
  return exact ?? rules.find((r) => /[*:]/.test(r.from) && matchesPattern(r.from, urlPath));
}

const HOST_FILES = new Set(['/_headers', '/_redirects']);

/** The address's path, decoded; null when it is malformed (bad escapes, NUL, backslashes, dot segments, too long). */
export function cleanPath(url: string): string | null {
  const raw = url.split(/[?#]/)[0]!;
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Browsers resolve dot segments and never send \ or NUL; a request that has them is crafted.
  if (/[\u0000\\]/.test(decoded) || decoded.split('/').some((s) => s === '.' || s === '..')) return null;
  return decoded;
}

/**
 * The file for a path inside dist/, or null. The path is resolved, then checked to lie inside
 * dist/; a symbolic link is followed and checked again, so nothing outside dist/ is ever served.
 */
function fileInside(dist: string, relative: string): string | null {
  const root = path.resolve(dist);
  const file = path.resolve(root, `.${path.sep}${relative}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    if (!statSync(file).isFile()) return null;
    const real = realpathSync(file);
    return real.startsWith(realpathSync(root) + path.sep) ? file : null;
  } catch {
    return null;
  }
}

/**
 * Which file a static host serves for an address, and with which status, the way Cloudflare Pages
 * does (Netlify and the generated nginx settings give the same answers for this site's files):
 * the rules of `_redirects` first, then the file; /about is about.html, and /about/ or /about.html
 * redirect to /about, so each page has one address.
 */
export function resolveStatic(dist: string, url: string, redirects: readonly ParsedRedirect[] = readRedirects(dist)): Resolved {
  const decoded = cleanPath(url);
  if (decoded === null) return { file: null, status: 400 };
  const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0]! : '';
  // As nginx merges slashes: a redirect must never send the browser to //another-host.
  let pathname = decoded.replace(/\/{2,}/g, '/');
  const rule = redirectFor(redirects, pathname);
  if (rule && rule.status !== 200) return { file: null, status: 308, location: rule.to };
  if (rule) pathname = rule.to;
  // The host reads its rule files; it never serves them.
  if (HOST_FILES.has(pathname)) return notFound(dist);
  if (pathname !== '/' && pathname.endsWith('/')) {
    const page = pathname.replace(/\/+$/, '') || '/';
    return fileInside(dist, `${page}.html`) || fileInside(dist, `${page}/index.html`) ? { file: null, status: 308, location: encodeURI(page) + query } : notFound(dist);
  }
  if (pathname.endsWith('.html') && fileInside(dist, pathname)) {
    const page = pathname.slice(0, -'.html'.length).replace(/\/index$/, '/') || '/';
    return { file: null, status: 308, location: encodeURI(page === '/' ? '/' : page.replace(/\/$/, '')) + query };
  }
  const file = pathname === '/' ? fileInside(dist, 'index.html') : (fileInside(dist, pathname) ?? fileInside(dist, `${pathname}.html`) ?? fileInside(dist, `${pathname}/index.html`));
  return file ? { file, status: 200 } : notFound(dist);
}

const notFound = (dist: string): Resolved => ({ file: path.join(dist, '404.html'), status: 404 });

function readRedirects(dist: string): ParsedRedirect[] {
  const file = path.join(dist, '_redirects');
  return existsSync(file) ? parseRedirectsFile(readFileSync(file, 'utf8')) : [];
}

/** A rule file of the build (dist/_headers, dist/_redirects), read again whenever it changes. */
function ruleFile<T>(file: string, parse: (text: string) => T[]): () => T[] {
  let cached: { stamp: number; rules: T[] } | undefined;
  return () => {
    const stamp = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (cached?.stamp !== stamp) cached = { stamp, rules: stamp < 0 ? [] : parse(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const gzipped = new Map<string, Buffer>();

/**
 * Serves dist/ as a static host would: clean URLs, the `_redirects` rules, 404.html with status 404,
 * gzip, and exactly the headers dist/_headers gives each address (so tests see what production sends).
 */
export function createStaticServer(dist: string): Server {
  const rules = ruleFile<ParsedRule>(path.join(dist, '_headers'), parseHeadersFile);
  const redirects = ruleFile(path.join(dist, '_redirects'), parseRedirectsFile);
  return createServer((req, res) => {
    const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...extra }).end(text);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const resolved = resolveStatic(dist, req.url ?? '/', redirects());
    if (resolved.status === 308) return void plain(308, `Moved to ${resolved.location}`, { Location: resolved.location });
    if (resolved.file === null) return void plain(400, 'Bad request');
    const { file, status } = resolved;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer = readFileSync(file);
    if (gzip) {
      const key = `${file}:${body.length}`;
      body = gzipped.get(key) ?? gzipped.set(key, gzipSync(body)).get(key)!;
    }
    // The host rules come after the type guessed from the file's extension, as hosts apply them:
    // a rule may set another (the speculation rules' file needs its own).
    res.writeHead(status, {
      'Content-Type': type,
      ...headersFor(rules(), cleanPath(req.url ?? '/')!),
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
