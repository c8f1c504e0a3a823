import type { Link as LinkData } from '../../generated/content.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ArticleBody } from '../../blog/body/ArticleBody.tsx';
import { BlogCard } from '../../blog/BlogCard.tsx';
import { isoDate, longDate, readingTime, viewCount } from '../../blog/format.ts';
import { isSafeFeaturedImage } from '../../blog/safeUrl.ts';
import { Picture } from '../../pictures/Picture.tsx';
import { shareLink } from '../../blog/share.ts';
import type { BodyNode } from '../../blog/body/tree.ts';
import type { ListedPost, RelatedPost } from '../../blog/types.ts';

export interface ArticleLabels {
  back: string;
  share: string;
  copied: string;
  ctaHeading: string;
  ctaText?: string;
  ctaButton: LinkData;
  related: string;
  readMore: string;
}

export function ArticleView({ post, body, related, labels }: { post: ListedPost; body: BodyNode[]; related: RelatedPost[]; labels: ArticleLabels }) {
  const image = isSafeFeaturedImage(post.featured_image) ? post.featured_image : null;
  const share = () => void shareLink({ title: post.title, text: post.excerpt, url: window.location.href }, labels.copied);
  return (
    <>
      <article className="blog-article">
        <div className="container blog-article__inner">
          <SmartLink className="blog-article__back" href="/blog">
            <span aria-hidden="true">←</span> {labels.back}
          </SmartLink>
          {image && <Picture className="blog-article__image" src={image} alt="" slot="article" load="lcp" />}
          <header className="blog-article__header">
            <p className="blog-article__meta">
              <span className="blog-article__author">{post.author}</span>
              <span className="blog-article__fact">
                <Icon name="calendar" size={16} />
                <time dateTime={isoDate(post.published_at)}>{longDate(post.published_at)}</time>
              </span>
              <span className="blog-article__fact">
                <Icon name="clock" size={16} />
                {readingTime(post.reading_time)}
              </span>
              {post.views > 0 && (
                <span className="blog-article__fact">
                  <Icon name="users" size={16} />
                  {viewCount(post.views)}
                </span>
              )}
            </p>
            <h1 className="blog-article__title">{post.title}</h1>
            <p className="blog-article__excerpt">{post.excerpt}</p>
            <div className="blog-article__actions">
              {post.tags && post.tags.length > 0 && (
                <ul className="blog-article__tags" aria-label="Topics">
                  {post.tags.map((t, i) => (
                    <li key={i} className="tag">{t}</li>
                  ))}
                </ul>
              )}
              <button type="button" className="button button--secondary blog-article__share" onClick={share}>
                <Icon name="share" size={18} /> {labels.share}
              </button>
            </div>
          </header>
          <ArticleBody body={body} />
          <aside className="blog-article__cta" aria-labelledby="blog-article-cta">
            <h2 id="blog-article-cta">{labels.ctaHeading}</h2>
            {labels.ctaText && <p>{labels.ctaText}</p>}
            <SmartLink className="button button--primary" href={labels.ctaButton.href}>{labels.ctaButton.label}</SmartLink>
          </aside>
        </div>
      </article>
      {related.length > 0 && (
        <section className="section section--surface blog-related" aria-labelledby="blog-related-heading">
          <div className="container">
            <h2 id="blog-related-heading" className="blog-related__heading">{labels.related}</h2>
            <ul className="blog-related__list" role="list">
              {related.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} labels={{ readMore: labels.readMore, featured: '' }} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
