import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ArticleView, type ArticleLabels } from '../../../blocks/BlogArticle/ArticleView.tsx';
// The block's styles: the preview shows a post through the block's view, not the block itself.
import '../../../blocks/BlogArticle/BlogArticle.css';
import type { BlogArticleBlock as BlogArticle } from '../../../generated/content.ts';
import { Layout } from '../../../shell/Layout.tsx';
import { MarkedBlocks } from './BlockMarks.tsx';
import type { ToPreview } from './protocol.ts';
import { markdownToBody } from '../../../blog/body/markdown.ts';
import { showSiteSettings } from './siteSettings.ts';

/** The blog article page's own labels (the post page file says them), for a post being edited. */
const labelsOf = (a: BlogArticle | undefined): ArticleLabels => ({
  back: a?.backLabel ?? '',
  share: a?.shareLabel ?? '',
  copied: a?.copiedMessage ?? '',
  ctaHeading: a?.ctaHeading ?? '',
  ctaText: a?.ctaText,
  ctaButton: a?.ctaButton ?? { label: '', href: '/' },
  related: a?.relatedHeading ?? '',
  readMore: a?.readMoreLabel ?? '',
});

function routeOf(state: ToPreview): string {
  if (state.kind === 'post') return `/blog/${state.post.slug}`;
  // A pattern (/blog/:slug) is shown at an example address.
  return state.route.replace(/:[^/]+/g, 'example').replace(/^\*$/, '/not-found');
}

/** The page as the site renders it: the real shell around the real blocks, from the Studio's data. */
export function PreviewApp({ initial }: { initial?: ToPreview }) {
  const [state, setState] = useState<ToPreview | undefined>(initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      setState(event.data);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ kind: 'ready' }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!state) return null;
  showSiteSettings(state.site);
  const route = routeOf(state);
  return (
    <MemoryRouter key={route} initialEntries={[route]}>
      <Layout>
        {state.kind === 'page' ? (
          <MarkedBlocks blocks={state.page.blocks} selected={state.selected} />
        ) : (
          <ArticleView post={state.post} body={markdownToBody(state.post.content)} related={state.related ?? []} labels={labelsOf(state.article)} />
        )}
      </Layout>
    </MemoryRouter>
  );
}
