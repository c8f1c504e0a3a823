import { describe, expect, it } from 'vitest';
import { changesOf, replace, sentences } from './support.ts';

const POST = 'content/blog/launch-day.md';

describe('a blog post in words', () => {
  it('names its settings and its article text, part by part, at their lines in the .md file', () => {
    const changes = changesOf(POST, (t) =>
      replace(
        replace(replace(replace(t, 'published: true', 'published: false'), 'tags: [Launch, Lessons]', 'tags: [Launch, Lessons, Mondays]'), 'which was a mistake.', 'which was a big mistake.'),
        '# What we would change\n\nLaunch on a Tuesday, when everyone is back at their desks.\n',
        '',
      ),
    );
    expect(sentences(changes)).toEqual([
      '6  Blog post "Launch Day" › Published: yes → no',
      '8  Blog post "Launch Day" › Tag 3 added: "Mondays"',
      '10  Blog post "Launch Day" › Article text › Paragraph 1: "…was a mistake." → "…was a big mistake."',
      '16  Blog post "Launch Day" › Article text › Heading 2 removed: "What we would change"',
      '18  Blog post "Launch Day" › Article text › Paragraph 3 removed: "Launch on a Tuesday, when everyone is back at their desks."',
    ]);
  });

  it('shows a claim in the article by its value', () => {
    expect(sentences(changesOf(POST, (t) => replace(t, 'The search over', 'The search across')))).toEqual([
      '14  Blog post "Launch Day" › Article text › Paragraph 2: "The search over 400K rows…" → "The search across 400K rows…"',
    ]);
  });

  it('a new post is one change with its address', () => {
    const text = '---\ntitle: A Second Post\nslug: second-post\nexcerpt: More.\nauthor: Fixture Works Team\npublished: false\npublished_at: 2026-03-01\n---\nText.\n';
    expect(sentences(changesOf('content/blog/second-post.md', () => text, { before: undefined }))).toEqual(['1  Blog post "A Second Post": new blog post at /blog/second-post']);
  });
});
