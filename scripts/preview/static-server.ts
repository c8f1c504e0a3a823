import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile, type ParsedRule } from './host-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export type Resolved = { file: string; status: 200 | 404 } | { file: null; status: 400 };

/** Longer addresses are refused: no page has one, and they only serve to probe the server. */
export const MAX_PATH_LENGTH = 2048;

/** Parses `_redirects` lines of the form `/prefix/*  /target.html  200` (the rewrites we emit). */
export function parseRewrites(text: string): { prefix: string; target: string }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .filter((parts) => parts[0]?.endsWith('/*') && parts[2] === '200')
    .map(([from, to]) => ({ prefix: from!.slice(0, -1), target: to! }));
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

/** Which file a static host serves for an address, and with which status, the way Netlify-like hosts do. */
export function resolveStatic(dist: string, url: string): Resolved {
  const decoded = cleanPath(url);
  if (decoded === null) return { file: null, status: 400 };
  const clean = decoded.replace(/\/+$/, '') || '/';
  // The host reads its rule files; it never serves them.
  const candidates = clean === '/' ? ['index.html'] : HOST_FILES.has(clean) ? [] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const c of candidates) {
    const file = fileInside(dist, c);
    if (file) return { file, status: 200 };
  }
  const redirects = path.join(dist, '_redirects');
  if (existsSync(redirects)) {
    for (const rule of parseRewrites(readFileSync(redirects, 'utf8'))) {
      const file = clean.startsWith(rule.prefix) && clean.length > rule.prefix.length ? fileInside(dist, rule.target) : null;
      if (file) return { file, status: 200 };
    }
  }
  return { file: path.join(dist, '404.html'), status: 404 };
}

/** The host rules of the build (dist/_headers), read again whenever the file changes. */
function hostRules(dist: string): () => ParsedRule[] {
  const file = path.join(dist, '_headers');
  let cached: { stamp: number; rules: ParsedRule[] } | undefined;
  return () => {
    const stamp = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (cached?.stamp !== stamp) cached = { stamp, rules: stamp < 0 ? [] : parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const gzipped = new Map<string, Buffer>();

/**
 * Serves dist/ as a static host would: clean URLs, the fallback rules, 404.html with status 404,
 * gzip, and exactly the headers dist/_headers gives each address (so tests see what production sends).
 */
export function createStaticServer(dist: string): Server {
  const rules = hostRules(dist);
  return createServer((req, res) => {
    const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...extra }).end(text);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const resolved = resolveStatic(dist, req.url ?? '/');
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
