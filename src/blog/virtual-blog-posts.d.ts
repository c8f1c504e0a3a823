declare module 'virtual:blog-posts' {
  import type { BlogPost } from './types.ts';
  /** The published posts of content/blog/*.md (scripts/vite/blog-posts-plugin.ts). */
  const posts: BlogPost[];
  export default posts;
}

interface ImportMetaEnv {
  /** The Supabase project address, such as https://abcd.supabase.co; with the key, the blog reads the blogs table. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's public anon key (safe in the browser: row-level security limits it to reading published posts). */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
