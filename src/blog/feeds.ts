/**
 * The blog's feeds (written at build by scripts/build/feeds.ts): named in the head of every blog
 * page and linked from the blog list, so readers and feed readers find them.
 */
export const BLOG_FEEDS = [
  { format: 'RSS', path: '/rss.xml', type: 'application/rss+xml' },
  { format: 'Atom', path: '/atom.xml', type: 'application/atom+xml' },
  { format: 'JSON Feed', path: '/feed.json', type: 'application/feed+json' },
] as const;
