import { loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { createMemorySource } from '../../blog/source/memory.ts';
import type { BlogPost, RelatedPost } from '../../blog/types.ts';
import type { ApiContext, ApiRequest } from './api.ts';
import { liveStore } from './live/store.ts';
import { idOfPath, stateOf, type BlogRow } from './live/text.ts';

/** A published row of the live table as the site's blog source reads it. */
const asPost = (row: BlogRow): BlogPost => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  content: '',
  author: row.author,
  featured_image: row.featured_image,
  featured: row.featured,
  published: true,
  published_at: row.published_at!.toISOString(),
  tags: row.tags,
  reading_time: row.reading_time,
  views: 0,
  meta_title: null,
  meta_description: null,
});

/**
 * The related articles under the post being edited, chosen by the site's own rule (createMemorySource's
 * `related`, which answers as the live query does: published posts sharing a tag, newest first, three)
 * among the posts the site shows: the live table's published rows when the Studio has the live blog,
 * else the embedded posts of content/blog (as saved; the post itself left out).
 */
export async function relatedPosts(root: string, path: string, tags: string[]): Promise<RelatedPost[]> {
  const store = liveStore();
  const liveId = idOfPath(path);
  let posts: BlogPost[];
  let self: string;
  if (store) {
    posts = (await store.list()).filter((row) => stateOf(row) === 'published').map(asPost);
    self = liveId ?? '';
  } else {
    posts = loadBlogPosts(root).posts;
    self = path.replace(/^.*\//, '').replace(/\.md$/, '');
  }
  return createMemorySource(posts).related({ id: self, tags });
}

const tagsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : []);

export const relatedHandlers = {
  'POST /related-posts': async (ctx: ApiContext, { json }: ApiRequest) => {
    const body = await json();
    return relatedPosts(ctx.root, typeof body.path === 'string' ? body.path : '', tagsOf(body.tags));
  },
};
