import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../../scripts/content/load.ts';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

const valid = { title: 'Pricing for Growing Teams | Studio Test', description: 'What an automation project costs, how we price it and what is included, explained plainly.' };

describe('POST /__studio/api/create-page', () => {
  it('writes a minimal valid page at the file the route maps to', async () => {
    const { status, json } = await studio.api('POST', 'create-page', { route: '/pricing-test', ...valid });
    expect(status).toBe(200);
    expect(json.path).toBe('content/pages/pricing-test.yaml');
    expect(readFileSync(studio.copy.file(json.path), 'utf8')).toBe(json.text);
    expect(parse(json.text).seo).toEqual(valid);
    const content = loadContent(studio.copy.dir);
    expect(content.problems.filter((p) => p.file === json.path)).toEqual([]);
    expect(content.pages.map((p) => p.route)).toContain('/pricing-test');
  });

  it('uses index.yaml inside an existing folder', async () => {
    const { json } = await studio.api('POST', 'create-page', { route: '/services/studio-test', title: 'A Studio Test Service', description: valid.description });
    expect(json.path).toBe('content/pages/services/studio-test.yaml');
  });

  it.each([
    ['a route without a leading slash', { route: 'pricing' }, /starts with \//],
    ['a route with capitals or spaces', { route: '/Our Prices' }, /lowercase letters/],
    ['the home page', { route: '/' }, /starts with \//],
    ['a traversal', { route: '/../../etc' }, /lowercase letters/],
    ['a route that is taken', { route: '/about' }, /already a page at \/about \(content\/pages\/about.yaml\)/],
    ['a route the blog posts live under', { route: '/blog/some-post' }, /taken by \/blog\/:slug/],
    ['a title another page has', { route: '/another', title: 'TITLE-OF-ABOUT' }, /already has the title/],
    ['no description', { route: '/another', description: ' ' }, /description/],
  ])('refuses %s with 422 and a plain sentence', async (_what, change, message) => {
    const aboutTitle = parse(readFileSync(studio.copy.file('content/pages/about.yaml'), 'utf8')).seo.title as string;
    const body = { ...valid, ...change };
    if (body.title === 'TITLE-OF-ABOUT') body.title = aboutTitle.toUpperCase();
    const { status, json } = await studio.api('POST', 'create-page', body);
    expect(status).toBe(422);
    expect(json.error).toMatch(message);
  });

  it('refuses a title the schema finds too long, with the validator message and its problems', async () => {
    const { status, json } = await studio.api('POST', 'create-page', { ...valid, route: '/long-title', title: 'x'.repeat(200) });
    expect(status).toBe(422);
    expect(json.problems[0].path).toEqual(['seo', 'title']);
    expect(json.error).toBe(`Not created: ${json.problems[0].message}`);
  });
});

describe('POST /__studio/api/create-post', () => {
  const post = { slug: 'studio-test-post', title: 'A Post Written in the Studio', excerpt: 'Why this post exists, in one sentence.', author: 'Studio Tester', date: '2026-01-15' };

  it('writes a draft post that the blog loader accepts', async () => {
    const { status, json } = await studio.api('POST', 'create-post', post);
    expect(status).toBe(200);
    expect(json.path).toBe('content/blog/studio-test-post.md');
    const loaded = loadContent(studio.copy.dir);
    expect(loaded.problems.filter((p) => p.file === json.path)).toEqual([]);
    const created = loaded.posts.find((p) => p.slug === post.slug)!;
    expect(created).toMatchObject({ title: post.title, excerpt: post.excerpt, author: post.author, published: false, published_at: post.date });
  });

  it.each([
    ['a slug that is taken', { slug: 'studio-test-post' }, /already a post/],
    ['a slug with a path in it', { slug: '../x' }, /lowercase letters/],
    ['no title', { slug: 'another', title: '' }, /title/],
    ['a date that does not exist', { slug: 'another-one', date: '2026-02-31' }, /2026-02-31 is not a real date/],
    ['a month that does not exist', { slug: 'another-three', date: '2026-13-45' }, /not a real date/],
    ['a date written another way', { slug: 'another-two', date: '15/01/2026' }, /not a real date: write it as year-month-day/],
  ])('refuses %s with 422', async (_what, change, message) => {
    const { status, json } = await studio.api('POST', 'create-post', { ...post, ...change });
    expect(status).toBe(422);
    expect(json.error).toMatch(message);
  });
});
