import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

export interface Resolved {
  file: string;
  status: number;
}

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

/** Which file a static host serves for a path, and with which status, the way Netlify-like hosts do. */
export function resolveStatic(dist: string, urlPath: string): Resolved {
  const clean = decodeURIComponent(urlPath.split('?')[0]!).replace(/\/+$/, '') || '/';
  const inside = (p: string) => path.join(dist, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const c of candidates) {
    const file = inside(c);
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  const redirects = path.join(dist, '_redirects');
  if (existsSync(redirects)) {
    for (const rule of parseRewrites(readFileSync(redirects, 'utf8'))) {
      if (clean.startsWith(rule.prefix) && clean.length > rule.prefix.length) return { file: inside(rule.target), status: 200 };
    }
  }
  return { file: path.join(dist, '404.html'), status: 404 };
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const gzipped = new Map<string, Buffer>();

/** Serves dist/ as a static host would: clean URLs, the fallback rules, 404.html with status 404, gzip. */
export function createStaticServer(dist: string): Server {
  return createServer((req, res) => {
    const { file, status } = resolveStatic(dist, req.url ?? '/');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer = readFileSync(file);
    if (gzip) {
      const key = `${file}:${body.length}`;
      body = gzipped.get(key) ?? gzipped.set(key, gzipSync(body)).get(key)!;
    }
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
