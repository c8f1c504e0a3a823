import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../src/blog/types.ts';
import type { SiteSettings } from '../../src/generated/content.ts';
import { productionEnv } from './build-env.ts';
import { cardPath } from '../../src/head/card.ts';
import { blogFeeds } from './feeds.ts';
import { postsForFeeds } from './feed-posts.ts';

/** Writes the blog's feeds into dist/ from the posts the build publishes (the live table's or the embedded ones). */
export async function writeBlogFeeds(root: string, dist: string, site: SiteSettings, options: { now?: Date; embedded?: readonly BlogPost[] } = {}): Promise<void> {
  const { now = new Date(), embedded } = options;
  const posts = await postsForFeeds(root, productionEnv(root, 'VITE_SUPABASE_'), embedded);
  for (const [file, text] of Object.entries(blogFeeds(site, posts, now, cardPath))) writeFileSync(path.join(dist, file), text);
}
