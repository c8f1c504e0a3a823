import { useEffect, useState } from 'react';
import { usePrerendered } from './prerendered.tsx';
import { getBlogSource } from './source/index.ts';
import { isLiveSource } from './source/config.ts';
import type { BlogPost, ListedPost } from './types.ts';

// Cards never show the body, so it stays out of the page's embedded data.
const withoutBody = (posts: BlogPost[]): ListedPost[] => posts.map(({ content: _content, ...rest }) => rest);

/** Published posts, newest first; a failure is logged and reads as no posts (the empty state). */
async function loadList(): Promise<ListedPost[]> {
  try {
    return withoutBody(await (await getBlogSource()).list());
  } catch (error) {
    console.error('Failed to load blog posts', error);
    return [];
  }
}

/** The posts for the list: the prerendered copy at once, refreshed live from Supabase; else loaded. */
export function useBlogList(): ListedPost[] | undefined {
  const prerendered = usePrerendered('list', loadList);
  const [posts, setPosts] = useState(prerendered);
  useEffect(() => {
    if (prerendered && !isLiveSource) return;
    let current = true;
    void loadList().then((fresh) => {
      if (current) setPosts(fresh);
    });
    return () => {
      current = false;
    };
  }, [prerendered]);
  return posts;
}
