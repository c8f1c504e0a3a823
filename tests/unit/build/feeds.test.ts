import { extractFromJson, extractFromXml, type FeedData } from '@extractus/feed-extractor';
import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import { blogFeeds } from '../../../scripts/build/feeds.ts';
import { BLOG_FEEDS } from '../../../src/blog/feeds.ts';
import { samplePosts } from '../blog/sample-posts.ts';

const now = new Date('2026-12-01T00:00:00Z');
const future = { ...samplePosts[0]!, id: 99, slug: 'next-month', title: 'Scheduled ahead', published_at: '2027-01-05T00:00:00+00:00' };
const pictured = { ...samplePosts[1]!, featured_image: '/blog/voice.webp', updated_at: '2026-11-20T10:00:00+00:00' };
const posts = [...samplePosts.filter((p) => p.id !== pictured.id), pictured, future];
const files = blogFeeds(site, posts, now);

/** Each feed through a real feed parser, keeping what the normalised entry leaves out (author, picture). */
const raw = (entry: Record<string, unknown>) => ({ raw: entry });
const parsed: Record<string, FeedData> = {
  RSS: extractFromXml(files['rss.xml']!, { getExtraEntryFields: raw, descriptionMaxLen: 0 }),
  Atom: extractFromXml(files['atom.xml']!, { getExtraEntryFields: raw, descriptionMaxLen: 0 }),
  'JSON Feed': extractFromJson(files['feed.json']!, { getExtraEntryFields: raw, descriptionMaxLen: 0 }),
};
const expected = posts.filter((p) => p.published && Date.parse(p.published_at) <= now.getTime()).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));

describe('the blog feeds', () => {
  it('writes RSS 2.0, Atom and JSON Feed at the addresses the pages link to', () => {
    expect(Object.keys(files).map((f) => `/${f}`)).toEqual(BLOG_FEEDS.map((f) => f.path));
    expect(files['rss.xml']).toContain('<rss version="2.0"');
    expect(files['atom.xml']).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(JSON.parse(files['feed.json']!).version).toBe('https://jsonfeed.org/version/1');
  });

  for (const [format, feed] of Object.entries(parsed)) {
    it(`${format}: every published post with its address, title, summary and date, newest first; no draft, no future post`, () => {
      expect(feed.title).toBe(`${site.name} Blog`);
      const entries = feed.entries!;
      expect(entries.map((e) => e.link)).toEqual(expected.map((p) => `${site.url}/blog/${p.slug}`));
      expect(entries.map((e) => e.title)).toEqual(expected.map((p) => p.title));
      expect(entries.map((e) => e.description)).toEqual(expected.map((p) => p.excerpt));
      // The parser's date is RSS's pubDate and JSON Feed's date_published (the first publication), Atom's <updated>.
      const dateOf = (p: (typeof expected)[number]) => new Date(format === 'Atom' ? (p.updated_at ?? p.published_at) : p.published_at).getTime();
      expect(entries.map((e) => e.published && new Date(e.published).getTime())).toEqual(expected.map(dateOf));
      const text = JSON.stringify(entries);
      for (const left of posts.filter((p) => !expected.includes(p))) expect(text).not.toContain(left.slug);
    });
  }

  it('names each entry\'s author and picture', () => {
    const author = expected[0]!.author;
    expect(files['rss.xml']).toContain(author);
    expect(JSON.stringify(parsed.Atom!.entries![0]!.raw)).toContain(author);
    expect(JSON.stringify(parsed['JSON Feed']!.entries![0]!.raw)).toContain(author);
    const at = `${site.url}${pictured.featured_image}`;
    for (const feed of Object.values(parsed)) expect(JSON.stringify(feed.entries!.find((e) => e.title === pictured.title)!.raw)).toContain(at);
  });

  it('is the same bytes for the same posts (the date is the newest post\'s, not the build\'s)', () => {
    expect(blogFeeds(site, posts, new Date('2026-12-24T00:00:00Z'))).toEqual(files);
  });
});
