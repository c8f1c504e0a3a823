/** A row of the blogs table (section 3 of the spec); the embedded posts take the same shape. */
export interface BlogPost {
  /** A number from the database; the slug for embedded posts. */
  id: number | string;
  title: string;
  slug: string;
  excerpt: string;
  /** The article body in the simple markdown format. */
  content: string;
  author: string;
  featured_image: string | null;
  featured: boolean;
  published: boolean;
  published_at: string;
  /** When the row last changed (the live table's trigger keeps it); embedded posts have none. */
  updated_at?: string | null;
  tags: string[] | null;
  reading_time: number;
  views: number;
  meta_title: string | null;
  meta_description: string | null;
}

/** What the list needs of a post: everything but the body (kept out of the page's embedded data). */
export type ListedPost = Omit<BlogPost, 'content'>;

/** The columns the related-articles query reads. */
export const RELATED_COLUMNS = ['id', 'title', 'slug', 'excerpt', 'featured_image', 'reading_time', 'published_at'] as const;
export type RelatedPost = Pick<BlogPost, (typeof RELATED_COLUMNS)[number]>;

/** A card shows whatever of these the query returned. */
export type CardPost = RelatedPost & Partial<Pick<BlogPost, 'author' | 'tags' | 'featured'>>;

export const NOT_FOUND_MESSAGE = 'Blog post not found';
export const FAILED_MESSAGE = 'Failed to load blog post';

export type ArticleResult =
  | { status: 'found'; post: BlogPost }
  | { status: 'not-found'; message: typeof NOT_FOUND_MESSAGE }
  | { status: 'failed'; message: typeof FAILED_MESSAGE };

/** Where posts come from: Supabase when configured, else the posts embedded from content/blog. */
export interface BlogSource {
  readonly kind: 'supabase' | 'embedded';
  /** Published posts, newest first. Rejects when the backend fails. */
  list(): Promise<BlogPost[]>;
  /** One published post by its address. Never rejects. */
  article(slug: string): Promise<ArticleResult>;
  /** Up to 3 other published posts sharing a tag, newest first; none when the post has no tags. */
  related(post: Pick<BlogPost, 'id' | 'tags'>): Promise<RelatedPost[]>;
  /** Adds one view. Rejects when the backend refuses. */
  incrementViews(post: Pick<BlogPost, 'id' | 'views'>): Promise<void>;
  /** The addresses of every published post (for prerendering). */
  publishedSlugs(): Promise<string[]>;
}
