import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import { buildHead } from '../../../src/head/buildHead.ts';

const page = { seo: { title: 'About Us | Brand', description: 'Who we are.' }, blocks: [] as never };

describe('buildHead', () => {
  it('gives Home an Organization and other pages a WebPage', () => {
    expect(buildHead(page, site, '/').jsonLd[0]!['@type']).toBe('Organization');
    expect(buildHead(page, site, '/about').jsonLd[0]!['@type']).toBe('WebPage');
  });
  it('sets canonical, Open Graph and Twitter from the page and site', () => {
    const head = buildHead(page, site, '/about/');
    const meta = Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site.url}/about` }]);
    expect(meta['og:url']).toBe(`${site.url}/about`);
    expect(meta['og:title']).toBe('About Us | Brand');
    expect(meta['og:image']).toBe(`${site.url}${site.defaultImage}`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta.robots).toBeUndefined();
  });
  it('marks noindex pages and names the provider of a service', () => {
    const head = buildHead({ ...page, seo: { ...page.seo, noindex: true, type: 'Service' } }, site, '/services/x');
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect((head.jsonLd[0]!.provider as { name: string }).name).toBe(site.name);
  });
});
