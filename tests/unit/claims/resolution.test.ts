import { describe, expect, it } from 'vitest';
import type { CardGridBlock as CardGrid, HeroBlock as Hero, ProseBlock as Prose, RenderedNode, StatsBlock as Statistics } from '../../../src/generated/content.ts';
import { buildHead } from '../../../src/head/buildHead.ts';
import { figureParts } from '../../../src/blocks/Stats/figure.ts';
import { prepareBlocks } from '../../../scripts/content/prepare.ts';
import { loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { FIXTURE, PROJECT, load } from './fixture-site.ts';
import path from 'node:path';

// The fixture site (tests/fixtures/claims) uses its claims in every kind of place; the expected
// words come from its claims.yaml, read through the same loader.
const content = load();
const value = (id: string) => content.claims.file.claims.get(id)!.value;
const page = (route: string) => content.pages.find((p) => p.route === route)!.page;
const home = page('/');
const block = <T>(type: string) => home.blocks.find((b) => b.type === type) as T;
const text = (nodes: RenderedNode[] = []): string => nodes.map((n) => (typeof n === 'string' ? n : text(n.children))).join('');
const links = (nodes: RenderedNode[] = []): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [] : [...(n.href ? [n.href] : []), ...links(n.children)]));

describe('claims are resolved while content loads', () => {
  it('loads the fixture without a problem', () => {
    expect(content.problems).toEqual([]);
  });

  it('replaces a whole value and text inside a sentence, a heading and a button label', () => {
    const rows = value('rows-searched');
    const hero = block<Hero>('hero');
    expect(hero.headline).toBe(`Answers from ${rows} rows`);
    expect(hero.primary!.label).toBe(`See all ${rows} rows`);
    expect(block<CardGrid>('card-grid').cards[0]!.metrics![0]!.value).toBe(rows);
  });

  it('feeds a counter: the claim "120+" counts up to 120 with + after it', () => {
    const item = block<Statistics>('stats').items[0]!;
    const parts = figureParts(item);
    const claim = value('customers');
    expect(`${parts.prefix}${parts.value}${parts.suffix}`).toBe(claim);
    expect(parts.value).toBeGreaterThan(0);
  });

  it('resolves inside markdown, including the addresses of mailto: and tel: links (a phone number dials without spaces)', () => {
    const prose = prepareBlocks(home).blocks.find((b) => b.type === 'prose') as Prose;
    expect(text(prose.document)).toContain(`We searched ${value('rows-searched')} rows`);
    expect(text(prose.document)).toContain(value('studio-phone'));
    expect(links(prose.document)).toEqual([`mailto:${value('studio-email')}`, `tel:${value('studio-phone').replace(/\s/g, '')}`]);
  });

  it('resolves the head: title, description, Open Graph and the JSON-LD built from site.yaml', () => {
    const head = buildHead(home, content.site!, '/');
    const meta = Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(head.title).toBe(`${value('rows-searched')} rows, one question away | Fixture Studio`);
    expect(meta.description).toBe(`Answers from ${value('rows-searched')} rows of data for ${value('customers')} customers.`);
    expect(meta['og:title']).toBe(head.title);
    expect(head.jsonLd[0]).toMatchObject({ email: value('studio-email'), address: { addressLocality: value('studio-city').split(',')[0] } });
  });

  it("adds a figure's note to the footnote of blocks that have one, never to the hero or the head", () => {
    const note = content.claims.file.claims.get('rows-searched')!.note!;
    expect(block<CardGrid>('card-grid').note).toBe(note);
    expect(JSON.stringify(block<Hero>('hero'))).not.toContain(note);
    expect(JSON.stringify(home.seo)).not.toContain(note);
  });

  it("resolves a blog post's settings and its markdown text", () => {
    const posts = loadBlogPosts(FIXTURE, loadSchemas(path.join(PROJECT, 'schemas'))).posts;
    expect(posts[0]!.title).toBe(`How we searched ${value('rows-searched')} rows`);
    expect(posts[0]!.content).toContain(`We searched ${value('rows-searched')} rows for ${value('customers')} customers.`);
  });

  it('leaves no claim syntax in any page, the site settings or a post', () => {
    const posts = loadBlogPosts(FIXTURE, loadSchemas(path.join(PROJECT, 'schemas'))).posts;
    expect(JSON.stringify([content.site, content.pages.map((p) => prepareBlocks(p.page)), posts])).not.toContain('{{');
  });

  it('keeps the references in the files (only the loaded data is resolved)', () => {
    expect(content.sources.get('content/pages/index.yaml')).toContain('{{rows-searched}}');
  });
});
