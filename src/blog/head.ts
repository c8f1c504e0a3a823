import type { SiteSettings } from '../generated/content.ts';
import { breadcrumbList } from '../head/breadcrumbs.ts';
import { cardPath } from '../head/card.ts';
import { absoluteUrl, canonicalUrl, organization, type HeadOverride } from '../head/buildHead.ts';
import { isSafeFeaturedImage } from './safeUrl.ts';
import type { ListedPost } from './types.ts';

/**
 * The head of an article: its meta title and description (else title and excerpt), a BlogPosting
 * (publisher with its logo, dates, a picture: the post's own, else its card) and its breadcrumbs.
 */
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
    // The live table keeps updated_at; an embedded post has only its publishing date.
    dateModified: post.updated_at ?? post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: organization(site),
    image: absoluteUrl(site, image ?? cardPath(path)),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    timeRequired: `PT${post.reading_time}M`,
    isPartOf: { '@type': 'Blog', name: `${site.name} Blog`, url: canonicalUrl(site, '/blog') },
  };
  // Shared with its own card (title, section, brand), like every page; the post's picture is in its BlogPosting and feeds.
  return { title, description, ogType: 'article', jsonLd: [posting, breadcrumbList(site, path, post.title)] };
}
