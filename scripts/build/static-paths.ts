import path from 'node:path';
import { createBlogClient, createSupabaseSource } from '../../src/blog/source/supabase.ts';
import type { BlogPost } from '../../src/blog/types.ts';
import { loadBlogPosts } from '../content/blog-posts.ts';
import { productionEnv } from './build-env.ts';
import { lastModified } from './lastmod.ts';

/**
 * The concrete addresses to prerender for a route with a parameter (such as /blog/:slug).
 * A route not listed here is served only through its fallback shell.
 */
export interface StaticPath {
  path: string;
  /** When the page's source last changed (YYYY-MM-DD), for the sitemap; the route file's date when absent. */
  lastmod?: string;
}
/** `posts`: content/blog's posts as the build's content check read them, so that they are not read again. */
export type StaticPathsProvider = (posts?: readonly BlogPost[]) => Promise<StaticPath[]>;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every published post: from Supabase when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set for
 * the build (in the environment or a .env file, as Vite reads them), else from content/blog/*.md.
 * A Supabase failure stops the build rather than publishing a blog without its posts. `embedded`: the
 * posts of content/blog as already read (the build's content check), else they are read here.
 */
export async function blogPostPaths(env: Record<string, string | undefined> = productionEnv(root, 'VITE_SUPABASE_'), embedded?: readonly BlogPost[]): Promise<StaticPath[]> {
  const url = env.VITE_SUPABASE_URL;
  const key = env.VITE_SUPABASE_ANON_KEY;
  const pathOf = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
  if (url && key) {
    try {
      const slugs = await createSupabaseSource(createBlogClient(url, key)).publishedSlugs();
      return slugs.map((slug) => ({ path: pathOf(slug) }));
    } catch (error) {
      throw new Error(`Could not read the published posts from Supabase (${url}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Embedded posts are content/blog/<slug>.md (the loader enforces the name): their own last change dates them.
  const published = (embedded ?? loadBlogPosts(root).posts).filter((p) => p.published);
  return published.map((p) => ({ path: pathOf(p.slug), lastmod: lastModified(root, `content/blog/${p.slug}.md`) }));
}

export const staticPathProviders: Record<string, StaticPathsProvider> = {
  '/blog/:slug': (posts) => blogPostPaths(undefined, posts),
};

export async function staticPathsFor(route: string, posts?: readonly BlogPost[]): Promise<StaticPath[]> {
  const provider = staticPathProviders[route];
  return provider ? provider(posts) : [];
}
