import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromJson, extractFromXml } from '@extractus/feed-extractor';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../scripts/build/html.ts';
import { feedPosts } from '../../scripts/build/feeds.ts';
import { BLOG_FEEDS } from '../../src/blog/feeds.ts';
import { publishedPosts, site } from '../support/content.ts';

/** The feeds of the built blog (embedded posts), parsed by a real feed parser, and where the pages name them. */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const blogPages = () => ['/blog', ...publishedPosts().map((p) => `/blog/${p.slug}`)];

describe('the built blog feeds', () => {
  it('holds every published post that is due, with its address, title and date, in RSS, Atom and JSON Feed', () => {
    const due = feedPosts(publishedPosts(), new Date());
    expect(due.length).toBeGreaterThan(0);
    for (const feed of BLOG_FEEDS) {
      const text = read(feed.path.slice(1));
      const parsed = feed.path.endsWith('.json') ? extractFromJson(text) : extractFromXml(text);
      expect(parsed.entries!.map((e) => [e.link, e.title])).toEqual(due.map((p) => [`${site().url}/blog/${p.slug}`, p.title]));
      for (const [i, e] of parsed.entries!.entries()) expect(new Date(e.published!).toISOString().slice(0, 10)).toBe(new Date(due[i]!.published_at).toISOString().slice(0, 10));
    }
  });

  it('is named in the head of every blog page, and linked from the blog page itself', () => {
    for (const address of blogPages()) {
      const html = read(outputFileFor(address));
      for (const feed of BLOG_FEEDS) expect(html).toMatch(new RegExp(`<link data-head rel="alternate" type="${feed.type.replace('+', '\\+')}" title="[^"]+" href="${site().url}${feed.path}">`));
    }
    const list = read(outputFileFor('/blog'));
    for (const feed of BLOG_FEEDS) expect(list).toContain(`<a href="${feed.path}" type="${feed.type}">`);
    expect(read(outputFileFor('/about'))).not.toContain('rel="alternate"');
  });
});
