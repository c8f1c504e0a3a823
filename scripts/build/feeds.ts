import { Feed } from 'feed';
import type { SiteSettings } from '../../src/generated/content.ts';
import { BLOG_FEEDS } from '../../src/blog/feeds.ts';
import { isSafeFeaturedImage } from '../../src/blog/safeUrl.ts';
import type { ListedPost } from '../../src/blog/types.ts';
import { absoluteUrl, canonicalUrl } from '../../src/head/buildHead.ts';
import { BRAND_LOGO } from '../../src/head/brand.ts';

/** At most this many entries: a feed is for what is new, not an archive. */
const MAX_ENTRIES = 50;

/** The posts a feed may show: published, and not dated in the future (a post scheduled ahead stays out until its day). */
export function feedPosts<P extends Pick<ListedPost, 'published' | 'published_at'>>(posts: readonly P[], now: Date): P[] {
  return posts
    .filter((p) => p.published && Date.parse(p.published_at) <= now.getTime())
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
    .slice(0, MAX_ENTRIES);
}

/**
 * The blog's RSS 2.0, Atom and JSON Feed, by file (relative to dist/). Entries carry the post's
 * summary (its excerpt), not its body: the body is shown only through the site's own safe renderer,
 * and the reader comes to the post for the rest. Pure: the feed's date is its newest post's, so the
 * same posts give the same bytes (whole builds, incremental builds and shards agree).
 */
export function blogFeeds(site: SiteSettings, posts: readonly ListedPost[], now: Date, cardFor?: (path: string) => string): Record<string, string> {
  const shown = feedPosts(posts, now);
  const dateOf = (p: ListedPost) => new Date(p.updated_at ?? p.published_at);
  const link = (path: string) => absoluteUrl(site, path);
  const feed = new Feed({
    id: canonicalUrl(site, '/blog'),
    link: canonicalUrl(site, '/blog'),
    title: `${site.name} Blog`,
    description: site.blurb,
    language: site.locale,
    image: link(BRAND_LOGO.path),
    favicon: link('/favicon.svg'),
    copyright: site.name,
    updated: shown.length ? new Date(Math.max(...shown.map((p) => dateOf(p).getTime()))) : new Date(0),
    generator: false,
    feedLinks: { rss: link(BLOG_FEEDS[0].path), atom: link(BLOG_FEEDS[1].path), json: link(BLOG_FEEDS[2].path) },
    author: { name: site.name, link: `${site.url}/` },
  });
  for (const post of shown) {
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    const picture = isSafeFeaturedImage(post.featured_image) ? post.featured_image : cardFor?.(path);
    feed.addItem({
      id: canonicalUrl(site, path),
      link: canonicalUrl(site, path),
      title: post.title,
      description: post.excerpt,
      author: [{ name: post.author }],
      date: dateOf(post),
      published: new Date(post.published_at),
      category: (post.tags ?? []).map((name) => ({ name })),
      ...(picture ? { image: link(picture) } : {}),
    });
  }
  return { [BLOG_FEEDS[0].path.slice(1)]: feed.rss2(), [BLOG_FEEDS[1].path.slice(1)]: feed.atom1(), [BLOG_FEEDS[2].path.slice(1)]: feed.json1() };
}
