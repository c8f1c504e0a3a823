import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { startMigratedDatabase, type MigratedDatabase } from '../../../tests/db/migrated.ts';
import { copyProject, type ProjectCopy } from '../../../tests/support/project-copy.ts';
import type { ApiContext } from './api.ts';
import { Checker } from './check.ts';
import { closeLiveStores } from './live/store.ts';
import { relatedHandlers } from './related.ts';

// The related articles the Studio's preview shows under a post: the site's rule over the posts the
// site shows (the embedded posts, or the live table's published rows when the Studio has the live blog).
let copy: ProjectCopy;
let ctx: ApiContext;
const related = (path: string, tags: string[]) =>
  relatedHandlers['POST /related-posts'](ctx, { req: {} as never, url: new URL('http://studio/'), json: async () => ({ path, tags }) });

beforeAll(() => {
  copy = copyProject({ prefix: 'related-' });
  ctx = { root: copy.dir, checker: new Checker(copy.dir), git: async () => false, uploads: new Set() };
});
afterAll(() => copy?.remove());

describe('related articles in the preview of an embedded post', () => {
  it('are the other published posts sharing a tag, newest first, at most three', async () => {
    const posts = loadBlogPosts(copy.dir).posts;
    const post = posts.find((p) => p.published && p.tags?.length)!;
    const expected = posts
      .filter((p) => p.published && p.slug !== post.slug && p.tags!.some((t) => post.tags!.includes(t)))
      .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
      .slice(0, 3)
      .map((p) => p.slug);
    expect(expected.length).toBeGreaterThan(0);
    const found = await related(`content/blog/${post.slug}.md`, post.tags!);
    expect(found.map((p) => p.slug)).toEqual(expected);
    expect(found[0]).toEqual(expect.objectContaining({ title: expect.any(String), excerpt: expect.any(String), published_at: expect.any(String) }));
  });

  it('follow the tags being edited, and are none without tags', async () => {
    const posts = loadBlogPosts(copy.dir).posts;
    const [post, other] = posts.filter((p) => p.published);
    const shared = other!.tags![0]!;
    expect((await related(`content/blog/${post!.slug}.md`, [shared])).map((p) => p.slug)).toContain(other!.slug);
    expect(await related(`content/blog/${post!.slug}.md`, [])).toEqual([]);
  });
});

describe('related articles in the preview of a post of the live table', { timeout: 60_000 }, () => {
  let db: MigratedDatabase;
  beforeAll(async () => {
    db = await startMigratedDatabase();
    process.env.STUDIO_BLOGS_DATABASE_URL = await db.urlAs('studio_writer');
  }, 60_000);
  afterAll(async () => {
    await closeLiveStores();
    delete process.env.STUDIO_BLOGS_DATABASE_URL;
    await db?.stop();
  });

  it('are only rows the public sees: published, not scheduled, not a draft, not deleted, not the post itself', async () => {
    const insert = async (slug: string, tags: string[], extra: { published?: boolean; at?: string; deleted?: boolean } = {}) =>
      (
        await db.admin.query<{ id: string }>(
          `insert into public.blogs (title, slug, excerpt, content, author, published, published_at, tags, deleted_at)
           values ($1, $1, 'x', 'x', 'x', $2, now() + $3::interval, $4, ${extra.deleted ? 'now()' : 'null'}) returning id::text as id`,
          [slug, extra.published ?? true, extra.at ?? '-1 day', tags],
        )
      ).rows[0]!.id;
    const self = await insert('self', ['a']);
    await insert('older', ['a'], { at: '-3 days' });
    await insert('newer', ['a', 'b'], { at: '-2 hours' });
    await insert('scheduled', ['a'], { at: '2 hours' });
    await insert('draft', ['a'], { published: false });
    await insert('deleted', ['a'], { deleted: true });
    await insert('other-topic', ['c']);
    expect((await related(`live:blogs/${self}`, ['a'])).map((p) => p.slug)).toEqual(['newer', 'older']);
    expect((await related(`live:blogs/${self}`, ['c'])).map((p) => p.slug)).toEqual(['other-topic']);
  });
});
