import { useId, useLayoutEffect, useRef } from 'react';
import type { BlogListBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { BlogCard, type CardLabels } from '../../blog/BlogCard.tsx';
import { filterPosts, filtersFromParams, isFiltering, NO_FILTERS, paramsFromFilters, topicsOf, type BlogFilters } from '../../blog/filters.ts';
import { useAddress } from '../../routing/address.tsx';
import { useHydrated } from '../../routing/prerendered.tsx';
import { useBlogList } from '../../blog/useBlogList.ts';
import type { ListedPost } from '../../blog/types.ts';
import { BLOG_FEEDS } from '../../blog/feeds.ts';
import './BlogList.css';

/** `first`: this grid opens the list, so its first card's picture is the page's largest (fetched first, never lazily). */
function CardGrid({ posts, labels, className, first }: { posts: ListedPost[]; labels: CardLabels; className: string; first: boolean }) {
  return (
    <ul className={`blog-grid ${className}`} role="list">
      {posts.map((post, i) => (
        <li key={post.id}>
          <BlogCard post={post} labels={labels} lcp={first && i === 0} />
        </li>
      ))}
    </ul>
  );
}

export default function BlogList({
  searchPlaceholder = 'Search articles...',
  searchLabel = 'Search articles',
  topicLabel = 'Filter by topic',
  allTopicsLabel = 'All Topics',
  featuredHeading = 'Featured Articles',
  latestHeading = 'Latest Articles',
  featuredBadge = 'Featured',
  readMoreLabel = 'Read More',
  loadingText = 'Loading blogs...',
  noMatchText = 'No articles found matching your criteria.',
  clearFiltersLabel = 'Clear filters',
  emptyText = 'No articles available yet.',
  feedsLabel = 'Follow new articles:',
}: BlogListBlock) {
  const id = useId();
  const posts = useBlogList();
  const { search, replaceSearch } = useAddress();
  const params = new URLSearchParams(search);
  // The prerendered list is unfiltered; the address's filters apply once hydration is done.
  const hydrated = useHydrated();
  const filters = hydrated ? filtersFromParams(params) : NO_FILTERS;
  const setFilters = (next: BlogFilters) => {
    const query = paramsFromFilters(next, params).toString();
    replaceSearch(query ? `?${query}` : '');
  };
  // What a visitor typed or chose in the prerendered filters before the list became interactive
  // is still in the fields: it applies, over the address, as if typed now (before the next render
  // would put the address's filters back into the fields).
  const searchField = useRef<HTMLInputElement>(null);
  const topicField = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const typedSearch = searchField.current?.value ?? filters.search;
    const typedTopic = topicField.current?.value ?? filters.topic;
    if (typedSearch === filters.search && typedTopic === filters.topic) return;
    const fromAddress = filtersFromParams(params);
    setFilters({
      search: typedSearch !== filters.search ? typedSearch : fromAddress.search,
      topic: typedTopic !== filters.topic ? typedTopic : fromAddress.topic,
    });
    // Once, for what the prerendered page held.
  }, []);

  const topics = topicsOf(posts ?? []);
  if (filters.topic && !topics.includes(filters.topic)) topics.push(filters.topic);
  const matching = filterPosts(posts ?? [], filters);
  const featured = matching.filter((p) => p.featured);
  const latest = matching.filter((p) => !p.featured);
  const labels: CardLabels = { readMore: readMoreLabel, featured: featuredBadge };
  const filtering = isFiltering(filters);

  return (
    <section className="section blog-list">
      <div className="container">
        <form className="blog-filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <div className="blog-filters__search">
            <label className="visually-hidden" htmlFor={`${id}-search`}>{searchLabel}</label>
            <input
              ref={searchField}
              id={`${id}-search`}
              type="search"
              placeholder={searchPlaceholder}
              value={filters.search}
              onChange={(e) => setFilters({ ...filters, search: e.target.value })}
              autoComplete="off"
            />
            {/* After the field it is centred on: a browser that paints the page while it is still
                arriving never shows the icon without its field (which moved it 25 px when the field came). */}
            <Icon name="search" size={20} className="blog-filters__icon" />
          </div>
          <label className="visually-hidden" htmlFor={`${id}-topic`}>{topicLabel}</label>
          <select ref={topicField} id={`${id}-topic`} value={filters.topic} onChange={(e) => setFilters({ ...filters, topic: e.target.value })}>
            <option value="">{allTopicsLabel}</option>
            {topics.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </form>

        <p className="visually-hidden" role="status">
          {posts && filtering ? `${matching.length} ${matching.length === 1 ? 'article' : 'articles'} found` : ''}
        </p>

        {!posts ? (
          <p className="blog-list__message" role="status">{loadingText}</p>
        ) : matching.length === 0 ? (
          <div className="blog-list__empty">
            <p className="blog-list__message">{filtering ? noMatchText : emptyText}</p>
            {filtering && (
              <button type="button" className="button button--secondary" onClick={() => setFilters(NO_FILTERS)}>
                {clearFiltersLabel}
              </button>
            )}
          </div>
        ) : (
          <>
            {featured.length > 0 && (
              <div className="blog-list__group">
                <h2 className="blog-list__heading">{featuredHeading}</h2>
                <CardGrid posts={featured} labels={labels} className="blog-grid--featured" first />
              </div>
            )}
            {latest.length > 0 && (
              <div className="blog-list__group">
                <h2 className="blog-list__heading">{latestHeading}</h2>
                <CardGrid posts={latest} labels={labels} className="blog-grid--latest" first={featured.length === 0} />
              </div>
            )}
          </>
        )}
        {/* The blog's feeds (built with the site, see scripts/build/feeds.ts), for feed readers. */}
        <p className="blog-list__feeds">
          {feedsLabel}{' '}
          {BLOG_FEEDS.map((f, i) => (
            <span key={f.path}>
              {i > 0 && ' · '}
              <a href={f.path} type={f.type}>{f.format}</a>
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
