import { NOT_FOUND_MESSAGE, type ArticleResult, type BlogPost, type BlogSource, type RelatedPost } from '../types.ts';

const newestFirst = (a: { published_at: string }, b: { published_at: string }) => Date.parse(b.published_at) - Date.parse(a.published_at);

const relatedColumns = (p: BlogPost): RelatedPost => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  featured_image: p.featured_image,
  reading_time: p.reading_time,
  published_at: p.published_at,
});

/**
 * A source over posts held in memory (the ones embedded from content/blog), answering exactly as
 * the Supabase queries do: published posts only, newest first, the same related-article rule.
 * There is nowhere to keep a view count, so views are not counted.
 */
export function createMemorySource(all: readonly BlogPost[]): BlogSource {
  const published = all.filter((p) => p.published).sort(newestFirst);
  return {
    kind: 'embedded',
    list: async () => published.map((p) => ({ ...p })),
    article: async (slug): Promise<ArticleResult> => {
      const post = published.find((p) => p.slug === slug);
      return post ? { status: 'found', post: { ...post } } : { status: 'not-found', message: NOT_FOUND_MESSAGE };
    },
    related: async (post) => {
      const tags = post.tags ?? [];
      if (!tags.length) return [];
      return published
        .filter((p) => p.id !== post.id && (p.tags ?? []).some((t) => tags.includes(t)))
        .slice(0, 3)
        .map(relatedColumns);
    },
    incrementViews: async () => {},
    publishedSlugs: async () => published.map((p) => p.slug),
  };
}
