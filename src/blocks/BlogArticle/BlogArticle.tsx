import type { BlogArticleBlock } from '../../generated/content.ts';
import { useHeadOverride } from '../../head/HeadOverride.tsx';
import { useAddress } from '../../routing/address.tsx';
import { useIsFallbackShell } from '../../routing/FallbackShell.tsx';
import { useSite } from '../../routing/SiteContext.tsx';
import { articleHead } from '../../blog/head.ts';
import { useArticle } from '../../blog/useArticle.ts';
import { ArticleMissing } from './ArticleMissing.tsx';
import { ArticleView, type ArticleLabels } from './ArticleView.tsx';
import './BlogArticle.css';

type Props = BlogArticleBlock;

/** The last part of /blog/<slug>, decoded (an address that cannot be decoded names no post). */
function slugOf(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function Loading({ text }: { text: string }) {
  return (
    <section className="section blog-article__loading">
      <div className="container">
        <p role="status">{text}</p>
      </div>
    </section>
  );
}

/** The shell served for posts published after the build: the browser loads the post itself. */
function ShellLoading({ text }: { text: string }) {
  useHeadOverride({ noindex: true });
  return <Loading text={text} />;
}

function Article({ slug, labels, loadingText, notFoundHeading, notFoundText }: { slug: string; labels: ArticleLabels; loadingText: string; notFoundHeading: string; notFoundText: string }) {
  const state = useArticle(slug);
  const site = useSite();
  const { pathname } = useAddress();
  const missing = state.status === 'not-found' || state.status === 'failed';
  useHeadOverride(
    state.status === 'found'
      ? state.post.slug === slug
        ? articleHead(state.post, site, pathname)
        : // An old address of a moved post (the live table keeps those): the post, described at its new
          // address, and this address kept out of search results (the sitemap names the new one).
          { ...articleHead(state.post, site, pathname.replace(/[^/]+\/?$/, encodeURIComponent(state.post.slug))), noindex: true }
      : missing
        ? { title: `${notFoundHeading} | ${site.name}`, description: notFoundText, noindex: true }
        : undefined,
  );
  if (state.status === 'loading') return <Loading text={loadingText} />;
  if (state.status !== 'found') {
    return <ArticleMissing heading={notFoundHeading} text={notFoundText} backLabel={labels.back} reason={state.message} />;
  }
  return <ArticleView post={state.post} body={state.body} related={state.related} labels={labels} />;
}

export default function BlogArticle({
  backLabel = 'Back to Blog',
  shareLabel = 'Share',
  copiedMessage = 'Link copied to clipboard!',
  ctaHeading,
  ctaText,
  ctaButton,
  relatedHeading = 'Related Articles',
  readMoreLabel = 'Read More',
  loadingText = 'Loading article...',
  notFoundHeading = 'Article Not Found',
  notFoundText = "The article you're looking for doesn't exist or has been removed.",
}: Props) {
  // The post is named by the last part of the address (/blog/<slug>).
  const { pathname } = useAddress();
  const slug = slugOf(pathname);
  // Only one component of the block may set the head override at a time.
  if (useIsFallbackShell()) return <ShellLoading text={loadingText} />;
  const labels: ArticleLabels = { back: backLabel, share: shareLabel, copied: copiedMessage, ctaHeading, ctaText, ctaButton, related: relatedHeading, readMore: readMoreLabel };
  return <Article key={slug} slug={slug} labels={labels} loadingText={loadingText} notFoundHeading={notFoundHeading} notFoundText={notFoundText} />;
}
