import { describe, expect, it } from 'vitest';
import { createRobots, createSitemap } from '../../../scripts/build/sitemap.ts';

describe('createSitemap', () => {
  it('lists absolute URLs with lastmod, escaping XML', () => {
    const xml = createSitemap([
      { loc: 'https://example.com/', lastmod: '2026-11-01' },
      { loc: 'https://example.com/a?b=1&c=2' },
    ]);
    expect(xml).toContain('<loc>https://example.com/</loc>\n    <lastmod>2026-11-01</lastmod>');
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=2</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('robots.txt names the sitemap', () => {
    expect(createRobots('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });
});
