import { usePrerendered } from '../routing/prerendered.tsx';
import { useLiveValue } from './useLiveValue.ts';
import { getBlogSource } from './source/index.ts';
import type { BlogPost, ListedPost } from './types.ts';

// Cards never show the body, so it stays out of the page's data.
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

/** The posts for the list: the prerendered copy at once, refreshed live from Supabase once the page is idle; else loaded. */
export function useBlogList(): ListedPost[] | undefined {
  return useLiveValue('list', usePrerendered('list', loadList), loadList);
}
