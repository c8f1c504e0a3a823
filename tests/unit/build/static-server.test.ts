import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { resolveStatic } from '../../../scripts/preview/static-server.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
for (const f of ['index.html', '404.html', 'about/index.html', 'blog/_fallback.html', 'blog/first/index.html', 'sitemap.xml']) {
  mkdirSync(path.dirname(path.join(dist, f)), { recursive: true });
  writeFileSync(path.join(dist, f), f);
}
writeFileSync(path.join(dist, '_redirects'), '/blog/*  /blog/_fallback.html  200\n');

it.each([
  ['/', 'index.html', 200],
  ['/about', 'about/index.html', 200],
  ['/about/', 'about/index.html', 200],
  ['/sitemap.xml', 'sitemap.xml', 200],
  ['/blog/first', 'blog/first/index.html', 200],
  ['/blog/published-later', 'blog/_fallback.html', 200],
  ['/nope', '404.html', 404],
  ['/../../etc/passwd', '404.html', 404],
])('%s is served from %s with %i', (url, file, status) => {
  expect(resolveStatic(dist, url)).toEqual({ file: path.join(dist, file), status });
});
