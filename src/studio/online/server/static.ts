import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file under `dir` named by a URL path, or null: `..`, NUL and anything resolving outside `dir` are refused. */
export function fileUnder(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  const file = path.resolve(dir, '.' + path.posix.normalize('/' + decoded));
  if (file !== dir && !file.startsWith(dir + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Sends a file; `immutable` for the app's hashed assets, otherwise never kept (the person's own pictures). */
export function sendFile(res: ServerResponse, file: string, immutable: boolean): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-store');
  res.setHeader('Content-Length', statSync(file).size);
  createReadStream(file).pipe(res);
}

/** Where the built app's pages are (studio:build writes them under their source path). */
export const appPage = (appDir: string, name: string): string | null => {
  const file = path.join(appDir, 'src/studio', `${name}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page marked as served online, with the session's CSRF token where the app reads it (`<meta name="studio-token">`). */
export const withToken = (html: string, token?: string): string =>
  html.replace('</head>', `${token ? `  <meta name="studio-token" content="${escapeAttribute(token)}">\n` : ''}  <meta name="studio-mode" content="online">\n</head>`);
