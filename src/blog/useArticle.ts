import { usePrerendered } from '../routing/prerendered.tsx';
import type { BodyNode } from './body/tree.ts';
import { firstViewThisSession, forgetViewedPosts } from './viewedPosts.ts';
import { getBlogSource } from './source/index.ts';
import { useLiveValue } from './useLiveValue.ts';
import { isLiveSource } from './source/config.ts';
import { FAILED_MESSAGE, type ArticleResult, type BlogPost, type BlogSource, type ListedPost, type RelatedPost } from './types.ts';

/** A post ready to show: its fields, its body as data (no markdown left to parse) and related posts. */
export type LoadedArticle = { status: 'found'; post: ListedPost; body: BodyNode[]; related: RelatedPost[] } | Exclude<ArticleResult, { status: 'found' }>;
export type ArticleState = LoadedArticle | { status: 'loading' };

async function loadArticle(slug: string): Promise<LoadedArticle> {
  let source: BlogSource;
  let result: ArticleResult;
  try {
    source = await getBlogSource();
    result = await source.article(slug);
  } catch (error) {
    console.error(FAILED_MESSAGE, error);
    return { status: 'failed', message: FAILED_MESSAGE };
  }
  if (result.status === 'failed') console.error(result.message);
  if (result.status !== 'found') return result;
  // The markdown pipeline loads only here: the prerender, a post published after the build, a live refresh.
  const [{ markdownToBody }, related] = await Promise.all([
    import('./body/markdown.ts'),
    source.related(result.post).catch((error: unknown) => {
      console.error('Failed to load related articles', error);
      return [];
    }),
  ]);
  const { content, ...post } = result.post;
  return { status: 'found', post, body: markdownToBody(content), related };
}

// Once per post per browser tab, whatever React does with effects (StrictMode runs them twice).
function countView(post: Pick<BlogPost, 'id' | 'views'>): void {
  if (!firstViewThisSession(post.id)) return;
  void getBlogSource()
    .then((source) => source.incrementViews(post))
    .catch((error: unknown) => console.warn('Could not count the view', error));
}

/**
 * The article for a slug: the prerendered copy at once (refreshed live from Supabase once the page
 * is idle), otherwise loaded after the first render. After a successful load the post's view count
 * goes up by one, once per post per browser tab (the embedded posts keep no count).
 */
export function useArticle(slug: string): ArticleState {
  const prerendered = usePrerendered(`article:${slug}`, () => loadArticle(slug));
  const countFound = (fresh: LoadedArticle) => {
    if (isLiveSource && fresh.status === 'found') countView(fresh.post);
  };
  return useLiveValue(slug, prerendered, () => loadArticle(slug), countFound) ?? { status: 'loading' };
}

/** For tests: forget which views were counted. */
export const resetCountedViews = (): void => forgetViewedPosts();
