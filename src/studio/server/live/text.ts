import { readPost, rewritePost } from '../../yaml/post.ts';
import { estimateReadingTime } from '../../../../scripts/content/blog-posts.ts';
import { dateText } from '../../live/dates.ts';

/** A row of the blogs table as the Studio's server reads it (pg's types: dates as Date, bigint as text). */
export interface BlogRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  featured_image: string | null;
  featured: boolean;
  published: boolean;
  published_at: Date | null;
  tags: string[];
  reading_time: number;
  meta_title: string | null;
  meta_description: string | null;
  version: string;
  updated_at: Date;
  deleted_at: Date | null;
  previous_slugs: string[];
}

/** The columns the Studio writes (the writer role may set these and no others). */
export const WRITTEN = ['title', 'slug', 'excerpt', 'content', 'author', 'featured_image', 'featured', 'published', 'published_at', 'tags', 'reading_time', 'meta_title', 'meta_description'] as const;
export type Written = { [K in (typeof WRITTEN)[number]]: unknown };

/** A row as a post file's text (settings, then the article), exactly what the form edits for an embedded post. */
export function rowToText(row: BlogRow, now = new Date()): string {
  const data: Record<string, unknown> = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    ...(row.featured_image ? { featured_image: row.featured_image } : {}),
    featured: row.featured,
    published: row.published,
    // A draft has no date yet in the table; the form needs one (it is the date the post will show).
    published_at: dateText(row.published_at ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))),
    tags: row.tags,
    // Left out when it is what the text's length gives, so it follows the article as it is edited.
    ...(row.reading_time !== estimateReadingTime(row.content) ? { reading_time: row.reading_time } : {}),
    ...(row.meta_title ? { meta_title: row.meta_title } : {}),
    ...(row.meta_description ? { meta_description: row.meta_description } : {}),
  };
  return rewritePost('', data, row.content);
}

/** A checked post text as the row's written columns; a date without a time is midnight UTC. */
export function textToColumns(text: string): Written {
  const post = readPost(text);
  if (!post || typeof post.data !== 'object' || !post.data) throw new Error('A post starts with its settings between two --- lines.');
  const d = post.data as Record<string, unknown>;
  const at = String(d.published_at);
  const body = post.body;
  return {
    title: d.title,
    slug: d.slug,
    excerpt: d.excerpt,
    content: body,
    author: d.author,
    featured_image: d.featured_image ?? null,
    featured: d.featured ?? false,
    published: d.published,
    published_at: /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T00:00:00Z` : at,
    tags: d.tags ?? [],
    reading_time: d.reading_time ?? estimateReadingTime(body),
    meta_title: d.meta_title ?? null,
    meta_description: d.meta_description ?? null,
  };
}

export type PostState = 'draft' | 'scheduled' | 'published' | 'deleted';

export function stateOf(row: Pick<BlogRow, 'published' | 'published_at' | 'deleted_at'>, now = new Date()): PostState {
  if (row.deleted_at) return 'deleted';
  if (!row.published || !row.published_at) return 'draft';
  return row.published_at.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The Studio's name for a row: never a file name, and never taken by a content file. */
export const livePath = (id: string) => `live:blogs/${id}`;
export function idOfPath(path: unknown): string | undefined {
  const m = typeof path === 'string' ? /^live:blogs\/(\d+)$/.exec(path) : null;
  return m?.[1];
}
/** The row's version as the Studio's "hash" of what it opened. */
export const versionHash = (row: Pick<BlogRow, 'version'>) => `v${row.version}`;
