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
    // Its own card, with the card's words.
    expect(meta['og:image']).toBe(`${site.url}/og/cards/about.png`);
    expect(head.card).toMatchObject({ path: '/og/cards/about.png', title: 'About Us', brand: site.name });
    expect(meta['og:image:alt']).toContain('About Us');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta.robots).toBeUndefined();
  });
  it('marks noindex pages and names the provider of a service', () => {
    const head = buildHead({ ...page, seo: { ...page.seo, noindex: true, type: 'Service' } }, site, '/services/x');
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect((head.jsonLd[0]!.provider as { name: string }).name).toBe(site.name);
  });
});

describe('search and sharing details', () => {
  it('names the country by its ISO code and finds the X account', async () => {
    const { countryCode } = await import('../../../src/head/brand.ts');
    expect(countryCode('India')).toBe('IN');
    expect(countryCode('united kingdom')).toBe('GB');
    expect(countryCode('IN')).toBe('IN');
    expect(countryCode('Atlantis')).toBeUndefined();
    // What a build hands its bundles, so that the browser need not look the name up itself.
    const { knownCountries } = await import('../../../src/head/brand.ts');
    expect(knownCountries('Kolkata, India')).toEqual({ india: 'IN' });
    expect(knownCountries('United Kingdom')).toEqual({ 'united kingdom': 'GB' });
    expect(knownCountries('Springfield, Atlantis')).toEqual({ atlantis: null });
    const { xHandle } = await import('../../../src/head/buildHead.ts');
    expect(xHandle({ ...site, social: [{ network: 'x', href: 'https://x.com/some_name' }] })).toBe('@some_name');
    expect(xHandle({ ...site, social: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/a' }] })).toBeUndefined();
  });
  it('gives a page its own picture with its words, else the title as the words', () => {
    const own = buildHead({ ...page, seo: { ...page.seo, image: '/og/team.png', imageAlt: 'The team at work' } }, site, '/about');
    const meta = Object.fromEntries(own.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(meta['og:image']).toBe(`${site.url}/og/team.png`);
    expect(meta['og:image:alt']).toBe('The team at work');
    expect(meta['twitter:image:alt']).toBe('The team at work');
  });
  it('gives a service page breadcrumbs from home through the menus\' names', async () => {
    const { breadcrumbList } = await import('../../../src/head/breadcrumbs.ts');
    const list = breadcrumbList({ ...site, navigation: { ...site.navigation, links: [{ label: 'What we do', href: '/services' }] } }, '/services/bots', 'Bots');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: site.name, item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'What we do', item: `${site.url}/services` },
      { '@type': 'ListItem', position: 3, name: 'Bots', item: `${site.url}/services/bots` },
    ]);
  });
});
