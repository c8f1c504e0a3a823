import { useEffect, useState } from 'react';
import { usePrerendered } from './prerendered.tsx';
import { firstViewThisSession, forgetViewedPosts } from './viewedPosts.ts';
import { getBlogSource } from './source/index.ts';
import { isLiveSource } from './source/config.ts';
import { FAILED_MESSAGE, type ArticleResult, type BlogPost, type BlogSource, type RelatedPost } from './types.ts';

export type ArticleState = (ArticleResult & { related?: RelatedPost[] }) | { status: 'loading' };

async function loadArticle(slug: string): Promise<ArticleResult & { related?: RelatedPost[] }> {
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
  const related = await source.related(result.post).catch((error: unknown) => {
    console.error('Failed to load related articles', error);
    return [];
  });
  return { ...result, related };
}

// Once per post per browser tab, whatever React does with effects (StrictMode runs them twice).
function countView(post: BlogPost): void {
  if (!firstViewThisSession(post.id)) return;
  void getBlogSource()
    .then((source) => source.incrementViews(post))
    .catch((error: unknown) => console.warn('Could not count the view', error));
}

/**
 * The article for a slug: the prerendered copy at once (refreshed live from Supabase), otherwise
 * loaded after the first render. After a successful load the post's view count goes up by one,
 * once per post per browser tab.
 */
export function useArticle(slug: string): ArticleState {
  const prerendered = usePrerendered(`article:${slug}`, () => loadArticle(slug));
  const [state, setState] = useState<ArticleState>(prerendered ?? { status: 'loading' });
  useEffect(() => {
    let current = true;
    if (prerendered && !isLiveSource) {
      if (prerendered.status === 'found') countView(prerendered.post);
      return;
    }
    void loadArticle(slug).then((fresh) => {
      if (!current) return;
      setState(fresh);
      if (fresh.status === 'found') countView(fresh.post);
    });
    return () => {
      current = false;
    };
  }, [slug, prerendered]);
  return state;
}

/** For tests: forget which views were counted. */
export const resetCountedViews = (): void => forgetViewedPosts();
