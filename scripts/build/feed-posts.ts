import { loadBlogPosts } from '../content/blog-posts.ts';
import { createBlogClient, createSupabaseSource } from '../../src/blog/source/supabase.ts';
import type { BlogPost, ListedPost } from '../../src/blog/types.ts';

/**
 * The posts the feeds are made from: the live table's published posts when VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY are set for the build (as the prerendered posts are), else content/blog/*.md.
 * A live-table failure stops the build, as it does for the posts' pages. `embedded`: content/blog's
 * posts as the build's content check read them (else read here).
 */
export async function postsForFeeds(root: string, env: Record<string, string | undefined>, embedded?: readonly BlogPost[]): Promise<ListedPost[]> {
  const url = env.VITE_SUPABASE_URL;
  const key = env.VITE_SUPABASE_ANON_KEY;
  if (url && key) {
    try {
      return await createSupabaseSource(createBlogClient(url, key)).list();
    } catch (error) {
      throw new Error(`Could not read the published posts from Supabase (${url}) for the feeds: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return (embedded ?? loadBlogPosts(root).posts).filter((p) => p.published);
}
