import type { SiteSettings } from '../generated/content.ts';
import { breadcrumbList } from '../head/breadcrumbs.ts';
import { absoluteUrl, canonicalUrl, organization, type HeadOverride } from '../head/buildHead.ts';
import { isSafeFeaturedImage } from './safeUrl.ts';
import type { ListedPost } from './types.ts';

/**
 * The head of an article: its meta title and description (else title and excerpt), image, a
 * BlogPosting (publisher with its logo, dates, a picture: the post's own or the site's) and its breadcrumbs.
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
    image: absoluteUrl(site, image ?? site.defaultImage),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    timeRequired: `PT${post.reading_time}M`,
    isPartOf: { '@type': 'Blog', name: `${site.name} Blog`, url: canonicalUrl(site, '/blog') },
  };
  return { title, description, image, imageAlt: image ? post.title : undefined, ogType: 'article', jsonLd: [posting, breadcrumbList(site, path, post.title)] };
}
