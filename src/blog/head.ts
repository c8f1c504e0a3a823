import type { SiteSettings } from '../generated/content.ts';
import { absoluteUrl, canonicalUrl, organization, type HeadOverride } from '../head/buildHead.ts';
import { isSafeFeaturedImage } from './safeUrl.ts';
import type { ListedPost } from './types.ts';

/** The head of an article: its meta title and description (else title and excerpt), image and BlogPosting. */
export function articleHead(post: ListedPost, site: SiteSettings, path: string): HeadOverride {
  const title = post.meta_title || `${post.title} | ${site.name}`;
  const description = post.meta_description || post.excerpt;
  const image = isSafeFeaturedImage(post.featured_image) ? post.featured_image : undefined;
  const url = canonicalUrl(site, path);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: url,
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: organization(site),
    ...(image ? { image: absoluteUrl(site, image) } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    timeRequired: `PT${post.reading_time}M`,
    isPartOf: { '@type': 'Blog', name: `${site.name} Blog`, url: canonicalUrl(site, '/blog') },
  };
  return { title, description, image, ogType: 'article', jsonLd: [posting] };
}
