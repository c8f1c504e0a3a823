import { describe, expect, it } from 'vitest';
import { moveCssPaths, previewPage } from './preview-html.ts';

const info = { base: '/preview/T', by: 'Ana <x>', expiresAt: '2026-12-01T10:00:00.000Z' };

describe('a page served as a preview', () => {
  const page = '<!doctype html><html lang="en"><head><meta name="robots" content="index, follow"><link rel="stylesheet" href="/assets/a.css"></head><body class="x"><a href="/about">A</a><a href="//cdn.example/x">B</a><a href="https://example.com/">C</a><img src="/images/p.webp" srcset="/images/p-1.webp 1x, /images/p-2.webp 2x" alt=""><form action="/search"></form><div data-island="hero" data-script="/assets/a.js /assets/b.js"></div></body></html>';
  const out = previewPage(page, info);

  it('keeps every site path inside the preview, and leaves other sites alone', () => {
    expect(out).toContain('href="/preview/T/assets/a.css"');
    expect(out).toContain('href="/preview/T/about"');
    expect(out).toContain('src="/preview/T/images/p.webp"');
    expect(out).toContain('srcset="/preview/T/images/p-1.webp 1x, /preview/T/images/p-2.webp 2x"');
    expect(out).toContain('action="/preview/T/search"');
    expect(out).toContain('data-script="/preview/T/assets/a.js /preview/T/assets/b.js"');
    expect(out).toContain('href="//cdn.example/x"');
    expect(out).toContain('href="https://example.com/"');
  });

  it('has one robots rule, noindex, and the banner first in the body with its own stylesheet', () => {
    expect(out.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow">']);
    expect(out).toMatch(/<body class="x"><div class="studio-preview-banner" role="region" aria-label="Preview">/);
    expect(out).toContain('<link rel="stylesheet" href="/preview/T/__preview.css"></head>');
    expect(out).toContain('Ana &#60;x&#62;');
    expect(out).toContain('Tue, 01 Dec 2026 10:00 UTC');
    expect(out).not.toMatch(/<script|style="/);
  });

  it('moves stylesheet addresses too', () => {
    expect(moveCssPaths('a{background:url(/images/a.png)}b{src:url("/f.woff2")}c{x:url(//cdn/x)}', '/preview/T')).toBe(
      'a{background:url(/preview/T/images/a.png)}b{src:url("/preview/T/f.woff2")}c{x:url(//cdn/x)}',
    );
  });
});
