import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateReadingTime, loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { CONTENT_ROOT } from '../../support/content.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(root, 'schemas'));

describe('the posts shipped in content/blog', () => {
  const { posts, problems } = loadBlogPosts(CONTENT_ROOT, schemas);
  const published = posts.filter((p) => p.published);

  it('are valid, and checked with the pages', () => {
    expect(problems).toEqual([]);
    const content = loadContent(CONTENT_ROOT, schemas.dir);
    expect([...content.sources.keys()].filter((f) => f.startsWith('content/blog/')).length).toBe(posts.length);
  });

  it('give a fresh machine a real blog: at least six published posts, some featured, all with topics and pictures', () => {
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(published.some((p) => p.featured)).toBe(true);
    expect(published.some((p) => !p.featured)).toBe(true);
    for (const p of published) {
      expect(p.tags?.length, p.slug).toBeGreaterThan(0);
      expect(p.featured_image, p.slug).toMatch(/^\/blog\/.+\.webp$/);
      expect(p.content.split(/\s+/).length, p.slug).toBeGreaterThan(300);
    }
    expect(new Set(published.flatMap((p) => p.tags)).size).toBeGreaterThan(5);
  });

  it('are written in the article body format only (no HTML)', () => {
    for (const p of posts) expect(p.content, p.slug).not.toMatch(/<[a-z!/]/i);
  });

  it('come newest first, with a worked-out reading time where none is given', () => {
    const times = posts.map((p) => Date.parse(p.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts.every((p) => p.reading_time >= 1)).toBe(true);
    expect(estimateReadingTime('word '.repeat(401))).toBe(3);
  });
});

describe('problems in a post', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'blog-posts-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  mkdirSync(path.join(fixture, 'content/blog'), { recursive: true });
  mkdirSync(path.join(fixture, 'content/public/blog'), { recursive: true });
  writeFileSync(path.join(fixture, 'content/public/blog/there.webp'), '');
  const write = (name: string, text: string) => writeFileSync(path.join(fixture, 'content/blog', name), text);
  const good = (slug: string, extra = '') =>
    `---\ntitle: A title\nslug: ${slug}\nexcerpt: A summary.\nauthor: Team\npublished: true\npublished_at: 2026-05-01\n${extra}---\nThe text.\n`;
  write('ok.md', good('ok', 'featured_image: /blog/there.webp\n'));
  write('bad-values.md', '---\ntitle: A title\nslug: Bad Slug\nexcerpt: A summary.\nauthor: Team\npublished: yes\npublished_at: 2026-05-01\ncolour: red\n---\nText.\n');
  write('no-settings.md', 'Just some text.\n');
  write('broken-yaml.md', '---\ntitle: [unclosed\n---\nText.\n');
  write('renamed.md', good('other-name'));
  write('twin.md', good('ok'));
  write('missing-picture.md', good('missing-picture', 'featured_image: /blog/nowhere.webp\n'));
  write('empty.md', '---\ntitle: A title\nslug: empty\nexcerpt: A summary.\nauthor: Team\npublished: true\npublished_at: 2026-05-01\n---\n\n');
  write('not-a-date.md', good('not-a-date').replace('2026-05-01', '2026-02-31T25:00:00Z'));
  const { posts, problems } = loadBlogPosts(fixture, schemas);
  const at = (file: string) => problems.filter((p) => p.file === `content/blog/${file}`).map((p) => `${p.line}:${p.col} ${p.message}`);

  it('are reported at file:line:col in plain words', () => {
    const bad = at('bad-values.md');
    expect(bad.find((m) => m.startsWith('3:7 '))).toMatch(/Address/);
    expect(bad.find((m) => m.startsWith('6:12 '))).toMatch(/true or false/);
    expect(bad.find((m) => m.startsWith('8:1 '))).toMatch(/colour/);
  });

  it('include a missing settings block and broken YAML', () => {
    expect(at('no-settings.md')).toEqual([expect.stringMatching(/^1:1 .*---/)]);
    expect(at('broken-yaml.md').length).toBeGreaterThan(0);
    expect(at('broken-yaml.md')[0]).toMatch(/^[23]:\d+ /);
  });

  it('include a slug that differs from the file name, or is taken', () => {
    expect(at('renamed.md')).toEqual([expect.stringMatching(/^3:7 .*rename the file to other-name\.md/)]);
    expect(at('twin.md').join('\n')).toMatch(/already used by content\/blog\/ok\.md/);
  });

  it('include a missing picture, a missing text and an impossible date', () => {
    expect(at('missing-picture.md')).toEqual([expect.stringMatching(/^8:17 There is no picture \/blog\/nowhere\.webp among the site.s pictures/)]);
    expect(at('empty.md')).toEqual([expect.stringMatching(/article text is missing/)]);
    expect(at('not-a-date.md').join('\n')).toMatch(/not a real date/);
  });

  it('keep the broken post out and the good ones in', () => {
    expect(posts.map((p) => p.slug)).toEqual(['ok']);
  });
});
