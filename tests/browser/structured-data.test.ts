import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageSize } from 'image-size';
import { beforeAll, describe, expect, it } from 'vitest';
import { outputFileFor } from '../../scripts/build/html.ts';
import { BRAND_LOGO, countryCode } from '../../src/head/brand.ts';
import { installEngine } from '../hosts/support/install.ts';
import { pageAt, site, siteContent } from '../support/content.ts';

/**
 * The built pages through structured-data-testing-tool, with its Google and social (Facebook,
 * Twitter) presets: zero failures on every page of the sitemap. The tool installs on first use
 * into the cache folder (tests/tools/structured-data/, see tests/hosts/support/install.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');

interface ToolResult {
  failed: { test: string; description?: string; error?: { message?: string } }[];
  schemas: string[];
  structuredData: { jsonld: Record<string, Record<string, unknown>[]> };
}
type Tool = (html: string, options: { presets: unknown[] }) => Promise<ToolResult>;

let test: (html: string) => Promise<ToolResult>;
beforeAll(async () => {
  const { dir } = await installEngine('structured-data', 'structured-data-testing-tool', path.join(root, 'tests/tools'));
  const need = createRequire(path.join(dir, 'package.json'));
  const { structuredDataTest } = need('structured-data-testing-tool') as { structuredDataTest: Tool };
  const { Google } = need('structured-data-testing-tool/presets/google') as { Google: unknown };
  const { SocialMedia } = need('structured-data-testing-tool/presets/social') as { SocialMedia: unknown };
  test = (html) =>
    structuredDataTest(html, { presets: [Google, SocialMedia] }).catch((error: { type?: string; res?: ToolResult }) => {
      if (error.type === 'VALIDATION_FAILED' && error.res) return error.res;
      throw error;
    });
}, 600_000);

const sitemapPaths = () => [...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const html = (address: string) => readFileSync(path.join(dist, outputFileFor(address)), 'utf8');
const jsonLd = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('structured data and sharing tags (structured-data-testing-tool, Google and social presets)', () => {
  it('finds no failure on any page of the sitemap', async () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const address of sitemapPaths()) {
      const result = await test(html(address));
      result.schemas.forEach((s) => seen.add(s));
      for (const f of result.failed) failures.push(`${address}: ${f.description ?? f.test} (${f.test})`);
    }
    expect(failures).toEqual([]);
    // Every page type the site has was among them.
    for (const type of ['Organization', 'BlogPosting', 'BreadcrumbList', 'Service']) expect(seen).toContain(type);
  });

  it('gives the Organization a raster logo of at least 112 px, made from the brand, and the country as its ISO code', () => {
    const [org] = jsonLd(html('/')).filter((j) => j['@type'] === 'Organization');
    const logo = org!.logo as { url: string; width: number };
    expect(new URL(logo.url).pathname).toBe(BRAND_LOGO.path);
    const size = imageSize(readFileSync(path.join(dist, BRAND_LOGO.path)));
    expect(size.type).toBe('png');
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112);
    expect(logo.width).toBe(size.width);
    const country = site().contact.city.split(',').at(-1)!.trim();
    // A country the runtime knows is given as its ISO code; a name it does not know (the content proof's
    // invented ones) stays as written.
    const code = countryCode(country);
    expect((org!.address as { addressCountry: string }).addressCountry).toBe(code ?? country);
    if (code) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('gives each post a BlogPosting with publisher and logo, dates and picture, and breadcrumbs through the blog', () => {
    const posts = sitemapPaths().filter((p) => /^\/blog\/[^/]+$/.test(p));
    expect(posts.length).toBeGreaterThan(0);
    for (const address of posts) {
      const ld = jsonLd(html(address));
      const posting = ld.find((j) => j['@type'] === 'BlogPosting')!;
      expect(posting).toMatchObject({ publisher: { name: site().name, logo: { url: expect.stringMatching(/\.png$/) } } });
      expect(posting.dateModified).toEqual(expect.any(String));
      expect(posting.image).toEqual(expect.stringMatching(/^https?:\/\//));
      const crumbs = ld.find((j) => j['@type'] === 'BreadcrumbList')!.itemListElement as { item: string; name: string }[];
      expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', '/blog', address]);
      expect(crumbs.at(-1)!.name).toBe(posting.headline);
    }
  });

  it('gives each service page breadcrumbs ending at the page', () => {
    const services = siteContent().pages.filter((p) => p.page.seo.type === 'Service' && !p.route.includes(':')).map((p) => p.route);
    expect(services.length).toBeGreaterThan(0);
    for (const route of services) {
      const crumbs = jsonLd(html(route)).find((j) => j['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(new URL(crumbs.at(-1)!.item).pathname).toBe(route);
      expect(pageAt(route).seo.type).toBe('Service');
    }
  });
});
