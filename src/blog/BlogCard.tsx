import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../routing/address.tsx';
import { isoDate, longDate, readingTime, visibleTags } from './format.ts';
import { Picture } from '../pictures/Picture.tsx';
import { isSafeFeaturedImage } from './safeUrl.ts';
import type { CardPost } from './types.ts';
import './BlogCard.css';

export interface CardLabels {
  readMore: string;
  featured: string;
}

export const postPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

/** One post as a card; the whole card links to the article (through its title link). `lcp`: the first card of a list, its page's largest picture. */
export function BlogCard({ post, labels, headingLevel = 3, lcp = false }: { post: CardPost; labels: CardLabels; headingLevel?: 2 | 3; lcp?: boolean }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { shown, more } = visibleTags(post.tags);
  const image = isSafeFeaturedImage(post.featured_image) ? post.featured_image : null;
  return (
    <article className={`blog-card${post.featured ? ' blog-card--featured' : ''}`}>
      <div className={`blog-card__media${image ? '' : ' blog-card__media--empty'}`}>
        {image && <Picture src={image} alt="" slot="card" load={lcp ? 'lcp' : 'lazy'} />}
        {post.featured && <span className="blog-card__badge">{labels.featured}</span>}
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          {post.author && <span className="blog-card__author">{post.author}</span>}
          <span className="blog-card__fact">
            <Icon name="calendar" size={14} />
            <time dateTime={isoDate(post.published_at)}>{longDate(post.published_at)}</time>
          </span>
          <span className="blog-card__fact">
            <Icon name="clock" size={14} />
            {readingTime(post.reading_time)}
          </span>
        </p>
        <Title className="blog-card__title">
          <SiteLink className="blog-card__link" href={postPath(post.slug)}>
            {post.title}
          </SiteLink>
        </Title>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        {shown.length > 0 && (
          <ul className="blog-card__tags" aria-label="Topics">
            {shown.map((t, i) => (
              <li key={i} className="tag">{t}</li>
            ))}
            {more > 0 && <li className="tag tag--more">+{more} more</li>}
          </ul>
        )}
        <span className="blog-card__more" aria-hidden="true">
          {labels.readMore} <span className="blog-card__arrow">→</span>
        </span>
      </div>
    </article>
  );
}
