import { describe, expect, it } from 'vitest';
import { dateText, localValue, pickedText } from '../../live/dates.ts';
import { readPost } from '../../yaml/post.ts';
import { idOfPath, livePath, rowToText, stateOf, textToColumns, type BlogRow } from './text.ts';

const row = (over: Partial<BlogRow> = {}): BlogRow => ({
  id: '7',
  title: 'A title: with a colon',
  slug: 'a-title',
  excerpt: 'Summary.',
  content: 'First paragraph.\n\nSecond paragraph.\n',
  author: 'Team',
  featured_image: '/blog/a.webp',
  featured: true,
  published: true,
  published_at: new Date('2026-12-01T04:00:00Z'),
  tags: ['Sales', 'AI, Assistants'],
  reading_time: 1,
  meta_title: null,
  meta_description: 'Search words.',
  version: '3',
  updated_at: new Date(),
  deleted_at: null,
  previous_slugs: [],
  ...over,
});

describe('a live post as the text the post form edits', () => {
  it('goes to text and back to the same columns', () => {
    const r = row();
    const columns = textToColumns(rowToText(r));
    expect(columns).toEqual({
      title: r.title, slug: r.slug, excerpt: r.excerpt, content: r.content, author: r.author, featured_image: r.featured_image, featured: true,
      published: true, published_at: '2026-12-01T09:30:00+05:30', tags: r.tags, reading_time: 1, meta_title: null, meta_description: 'Search words.',
    });
    expect(Date.parse(String(columns.published_at))).toBe(r.published_at!.getTime());
  });

  it('leaves the reading time out while it is what the length gives, so it follows edits', () => {
    expect(readPost(rowToText(row()))!.data).not.toHaveProperty('reading_time');
    expect(readPost(rowToText(row({ reading_time: 9 })))!.data).toHaveProperty('reading_time', 9);
  });

  it('writes a date at midnight UTC as the bare date, any other time in India time', () => {
    expect(dateText(new Date('2026-10-01T00:00:00Z'))).toBe('2026-10-01');
    expect(dateText(new Date('2026-10-01T18:45:00Z'))).toBe('2026-10-02T00:15:00+05:30');
    expect(textToColumns(rowToText(row({ published_at: new Date('2026-10-01T00:00:00Z') }))).published_at).toBe('2026-10-01T00:00:00Z');
    expect(pickedText(localValue(new Date('2026-12-01T04:00:00Z')))).toBe('2026-12-01T09:30:00+05:30');
  });

  it('names the state as the public sees it', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(stateOf(row({ published: false }), now)).toBe('draft');
    expect(stateOf(row(), now)).toBe('scheduled');
    expect(stateOf(row({ published_at: new Date('2026-10-01T00:00:00Z') }), now)).toBe('published');
    expect(stateOf(row({ deleted_at: now }), now)).toBe('deleted');
  });

  it('names a row in a way no content file can be named, and reads it back', () => {
    expect(idOfPath(livePath('42'))).toBe('42');
    expect(idOfPath('content/blog/x.md')).toBeUndefined();
    expect(idOfPath('live:blogs/../x')).toBeUndefined();
  });
});
