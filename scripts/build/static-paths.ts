import path from 'node:path';
import { dynamicPrefix } from '../../src/routing/dataUrl.ts';
import { createBlogClient, createSupabaseSource } from '../../src/blog/source/supabase.ts';
import { loadBlogPosts } from '../content/blog-posts.ts';
import { productionEnv } from './build-env.ts';
import { lastModified } from './lastmod.ts';
import { redirectLines, type RedirectRule } from './moved-addresses.ts';

/**
 * The concrete addresses to prerender for a route with a parameter (such as /blog/:slug).
 * A route not listed here is served only through its fallback shell.
 */
export interface StaticPath {
  path: string;
  /** When the page's source last changed (YYYY-MM-DD), for the sitemap; the route file's date when absent. */
  lastmod?: string;
}
export type StaticPathsProvider = () => Promise<StaticPath[]>;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every published post: from Supabase when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set for
 * the build (in the environment or a .env file, as Vite reads them), else from content/blog/*.md.
 * A Supabase failure stops the build rather than publishing a blog without its posts.
 */
export async function blogPostPaths(env: Record<string, string | undefined> = productionEnv(root, 'VITE_SUPABASE_')): Promise<StaticPath[]> {
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
  const published = loadBlogPosts(root).posts.filter((p) => p.published);
  return published.map((p) => ({ path: pathOf(p.slug), lastmod: lastModified(root, `content/blog/${p.slug}.md`) }));
}

export const staticPathProviders: Record<string, StaticPathsProvider> = {
  '/blog/:slug': () => blogPostPaths(),
};

export async function staticPathsFor(route: string): Promise<StaticPath[]> {
  const provider = staticPathProviders[route];
  return provider ? provider() : [];
}

/**
 * Host rules (Netlify / Cloudflare Pages `_redirects` format): the moved addresses of the site
 * settings as permanent redirects first (the first matching rule wins), then the fallback shells for
 * dynamic routes.
 */
export function createRedirects(dynamicRoutes: string[], moved: readonly RedirectRule[] = []): string {
  const lines = dynamicRoutes.map((r) => {
    const prefix = dynamicPrefix(r);
    return `${prefix}/*  ${prefix}/_fallback.html  200`;
  });
  const redirects = moved.length ? `# Moved addresses (site settings): the old address leads to the new one.\n${redirectLines(moved).join('\n')}\n` : '';
  return `${redirects}# Pages that did not exist at build time are rendered in the browser from these shells.\n${lines.join('\n')}\n`;
}
