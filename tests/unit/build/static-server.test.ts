import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, MAX_PATH_LENGTH, resolveStatic } from '../../../scripts/preview/static-server.ts';

const base = mkdtempSync(path.join(tmpdir(), 'preview-'));
const dist = path.join(base, 'dist');
const secret = path.join(base, 'secret.txt');
for (const f of ['index.html', '404.html', 'about.html', 'services.html', 'services/voice.html', 'blog.html', 'blog/_fallback.html', 'blog/first.html', 'sitemap.xml', 'assets/app-1.js', 'rules.json']) {
  mkdirSync(path.dirname(path.join(dist, f)), { recursive: true });
  writeFileSync(path.join(dist, f), f);
}
writeFileSync(secret, 'outside dist');
mkdirSync(path.join(base, 'dist-private'));
writeFileSync(path.join(base, 'dist-private/key.txt'), 'sibling folder');
symlinkSync(secret, path.join(dist, 'linked.txt'));
symlinkSync(base, path.join(dist, 'up'));
writeFileSync(path.join(dist, '_redirects'), ['# rules', '/blog  /blog  200', '/blog/first  /blog/first  200', '/old  /about  301', '/blog/*  /blog/_fallback  200'].join('\n'));
writeFileSync(
  path.join(dist, '_headers'),
  ['# rules', '/*', '  X-Content-Type-Options: nosniff', '  Content-Security-Policy: default-src *', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable',
    '/about', '  Content-Security-Policy: default-src \'self\'', '  Cache-Control: no-cache', '/rules.json', '  Content-Type: application/speculationrules+json'].join('\n'),
);

/** A request sent exactly as written (fetch would resolve dot segments and escapes first). */
function raw(port: number, target: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: Server;
let port: number;
beforeAll(async () => {
  server = createStaticServer(dist);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(base, { recursive: true, force: true });
});

it.each([
  ['/', 'index.html', 200],
  ['/about', 'about.html', 200],
  ['/services', 'services.html', 200],
  ['/services/voice', 'services/voice.html', 200],
  ['/sitemap.xml', 'sitemap.xml', 200],
  ['/blog', 'blog.html', 200],
  ['/blog/first', 'blog/first.html', 200],
  ['/blog/published-later', 'blog/_fallback.html', 200],
  ['/nope', '404.html', 404],
  ['/services/nope', '404.html', 404],
])('%s is served from %s with %i, as Cloudflare Pages serves it', (url, file, status) => {
  expect(resolveStatic(dist, url)).toEqual({ file: path.join(dist, file), status });
});

it.each([
  ['/about/', '/about'],
  ['/about.html', '/about'],
  ['/about/?ref=mail', '/about?ref=mail'],
  ['/services/voice.html', '/services/voice'],
  ['/index.html', '/'],
  ['//about.html', '/about'],
  ['/old', '/about'],
])('%s redirects to %s: one address per page', (url, location) => {
  expect(resolveStatic(dist, url)).toEqual({ file: null, status: 308, location });
});

describe('the preview server', () => {
  it.each(['/%', '/%zz', '/about%', `/${'a'.repeat(MAX_PATH_LENGTH)}`, '/a%00b', '/%5c..%5csecret.txt'])('answers 400 to the malformed address %s', async (url) => {
    const res = await raw(port, url);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('outside dist');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E%2Fsecret.txt', '/about/..%2f..%2fsecret.txt', '/..%2fdist-private/key.txt'])(
    'never serves outside dist/ for %s',
    async (url) => {
      const res = await raw(port, url);
      expect(res.status).toBe(400);
      expect(res.body).not.toMatch(/outside dist|sibling folder/);
    },
  );

  it('does not follow symbolic links out of dist/', async () => {
    for (const url of ['/linked.txt', '/up/secret.txt', '/up/dist-private/key.txt']) {
      const res = await raw(port, url);
      expect(res.status, url).toBe(404);
      expect(res.body).toBe('404.html');
    }
  });

  it('never serves the host rule files themselves', async () => {
    expect((await raw(port, '/_headers')).status).toBe(404);
    expect((await raw(port, '/_redirects')).status).toBe(404);
  });

  it('refuses methods a static host does not take', async () => {
    const res = await raw(port, '/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('sends exactly the headers of dist/_headers, joining repeated ones as the hosts do', async () => {
    const about = await raw(port, '/about');
    expect(about.headers['content-security-policy']).toBe("default-src *, default-src 'self'");
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.headers['x-content-type-options']).toBe('nosniff');
    const asset = await raw(port, '/assets/app-1.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe('default-src *');
    const home = await raw(port, '/');
    expect(home.headers['cache-control']).toBeUndefined();
  });

  it('lets a rule give a file another type than its extension says, as the hosts do', async () => {
    expect((await raw(port, '/rules.json')).headers['content-type']).toBe('application/speculationrules+json');
    expect((await raw(port, '/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});
