import type { Page, SiteSettings } from '../generated/content.ts';
import { BLOG_FEEDS } from '../blog/feeds.ts';
import { BRAND_LOGO, addressParts, countryCode } from './brand.ts';
import { breadcrumbList, sectionName } from './breadcrumbs.ts';
import { cardPath, titleWithoutBrand, type CardFacts } from './card.ts';
import { faqPage } from './faqJsonLd.ts';

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/** Everything that belongs in <head> for one page, as plain data (rendered by prerender and client alike). */
export interface HeadData {
  title: string;
  meta: MetaTag[];
  links: { rel: string; href: string; type?: string; title?: string }[];
  jsonLd: Record<string, unknown>[];
  /** The page's social card, when it shares one (no picture of its own): the build makes it. */
  card?: CardFacts;
}

/** What a route can say about itself beyond its page file (a blog post, for example). */
export interface HeadOverride {
  title?: string;
  description?: string;
  image?: string;
  /** Words for the image, for people who cannot see it (shared cards read it out). */
  imageAlt?: string;
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

export const absoluteUrl = (site: SiteSettings, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : site.url + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);

/** The site's X account as twitter:site wants it ("@name"), from its X profile in site.yaml. */
export function xHandle(site: SiteSettings): string | undefined {
  const profile = site.social.find((s) => s.network === 'x');
  const name = profile && /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(profile.href)?.[1];
  return name ? `@${name}` : undefined;
}

export const canonicalUrl = (site: SiteSettings, path: string): string =>
  path === '/' ? `${site.url}/` : site.url + path.replace(/\/+$/, '');

/** The brand's raster logo as an ImageObject (search engines want its size). */
export const brandLogo = (site: SiteSettings): Record<string, unknown> => ({
  '@type': 'ImageObject',
  url: absoluteUrl(site, BRAND_LOGO.path),
  width: BRAND_LOGO.size,
  height: BRAND_LOGO.size,
});

export function organization(site: SiteSettings): Record<string, unknown> {
  const { locality, country } = addressParts(site.contact.city);
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    description: site.blurb,
    email: site.contact.email,
    telephone: site.contact.whatsapp.replace(/[^\d+]/g, ''),
    logo: brandLogo(site),
    address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: countryCode(country) ?? country },
    sameAs: site.social.map((s) => s.href),
  };
}

function structuredData(seo: Page['seo'], site: SiteSettings, path: string, url: string, image: string): Record<string, unknown>[] {
  const context = 'https://schema.org';
  if (path === '/') return [{ '@context': context, ...organization(site) }];
  const type = seo.type ?? 'WebPage';
  const base = { '@context': context, '@type': type, url, description: seo.description };
  if (type === 'Service') {
    const name = seo.title.split('|')[0]!.trim();
    return [{ ...base, name: seo.title, serviceType: name, areaServed: 'Worldwide', provider: organization(site) }, breadcrumbList(site, path, name)];
  }
  if (type === 'Article' || type === 'TechArticle') {
    const org = organization(site);
    const dates = seo.published ? { datePublished: seo.published, dateModified: seo.updated ?? seo.published } : {};
    return [{ ...base, headline: seo.title, image, ...dates, author: org, publisher: org, mainEntityOfPage: url }];
  }
  return [{ ...base, name: seo.title, isPartOf: { '@type': 'WebSite', name: site.name, url: `${site.url}/` } }];
}

/** Pages of the blog (its list, its posts): their heads name the blog's feeds. */
const isBlogPage = (page: Page) => page.blocks.some((b) => b.type === 'blog-list' || b.type === 'blog-article');
const feedLinks = (site: SiteSettings) => BLOG_FEEDS.map((f) => ({ rel: 'alternate', type: f.type, title: `${site.name} Blog (${f.format})`, href: absoluteUrl(site, f.path) }));

/** The head of one page: title, description, canonical, Open Graph, Twitter card and JSON-LD (plus an FAQPage when the page has questions). */
export function buildHead(page: Page, site: SiteSettings, path: string, override: HeadOverride = {}): HeadData {
  const url = canonicalUrl(site, path);
  const title = override.title ?? page.seo.title;
  const description = override.description ?? page.seo.description;
  const own = override.image ?? page.seo.image;
  const card: CardFacts | undefined = own ? undefined : { path: cardPath(path), title: titleWithoutBrand(title), section: sectionName(site, path), brand: site.name };
  const image = absoluteUrl(site, own ?? card!.path);
  // A card shows its title, section and brand: those are its words.
  const imageAlt = (override.image ? override.imageAlt : page.seo.image ? page.seo.imageAlt : undefined) ?? (card ? [card.title, card.section, card.brand].filter(Boolean).join(' · ') : title);
  const handle = xHandle(site);
  const noindex = override.noindex ?? page.seo.noindex ?? false;
  const faq = faqPage(page.blocks);
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: override.ogType ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: site.locale.replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(handle ? [{ name: 'twitter:site', content: handle }] : []),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  return {
    title,
    meta,
    links: [{ rel: 'canonical', href: url }, ...(isBlogPage(page) ? feedLinks(site) : [])],
    ...(card ? { card } : {}),
    jsonLd: [...(override.jsonLd ?? structuredData({ ...page.seo, title, description }, site, path, url, image)), ...(faq ? [faq] : [])],
  };
}
