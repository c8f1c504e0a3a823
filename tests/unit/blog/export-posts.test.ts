import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { exportPostsFromDatabase } from '../../../scripts/db/export-posts.ts';
import { loadPostsIntoDatabase } from '../../../scripts/db/load-posts.ts';
import { startMigratedDatabase, type MigratedDatabase } from '../../db/migrated.ts';

// npm run db:export-posts on a real PostgreSQL: the table's posts become content/blog files that
// the site's checks accept and that npm run db:load-posts loads back to the same rows.
const root = path.resolve(import.meta.dirname, '../../..');
let db: MigratedDatabase;
let site: string;

const COLUMNS = 'title, slug, excerpt, content, author, featured_image, featured, published, published_at, tags, reading_time, views, meta_title, meta_description';
const snapshot = async () => (await db.admin.query(`select ${COLUMNS} from public.blogs where deleted_at is null order by slug`)).rows;

beforeAll(async () => {
  db = await startMigratedDatabase();
  site = mkdtempSync(path.join(os.tmpdir(), 'export-posts-'));
  // What the post checks read: the schemas, and the site's pictures and claims.
  cpSync(path.join(root, 'schemas'), path.join(site, 'schemas'), { recursive: true });
  mkdirSync(path.join(site, 'content/blog'), { recursive: true });
  mkdirSync(path.join(site, 'content/public/blog'), { recursive: true });
  writeFileSync(path.join(site, 'content/public/blog/picture.webp'), 'bytes');
  writeFileSync(path.join(site, 'content/blog/only-in-files.md'), '---\ntitle: T\n---\nBody.\n');
  await db.admin.query(`
    insert into public.blogs (title, slug, excerpt, content, author, featured_image, featured, published, published_at, tags, reading_time, views, meta_title, meta_description) values
      ('Live post', 'live-post', 'An excerpt.', E'First paragraph.\n\n# A heading\n\nSecond.\n', 'Team', '/blog/picture.webp', true, true, '2026-10-01T00:00:00Z', '{Sales,"AI Assistants"}', 3, 42, 'Search title', 'Search description'),
      ('Scheduled: a post', 'scheduled-post', 'Soon.', E'Body.\n', 'Team', null, false, true, '2031-01-02T04:00:00Z', '{}', 1, 0, null, null),
      ('Draft', 'draft-post', 'Not yet.', E'Draft body.\n', 'Team', null, false, false, null, '{}', 1, 0, null, null),
      ('Deleted', 'deleted-post', 'Gone.', E'Body.\n', 'Team', null, false, true, '2026-01-01T00:00:00Z', '{}', 1, 0, null, null)`);
  await db.admin.query(`update public.blogs set deleted_at = now() where slug = 'deleted-post'`);
  await db.admin.query(`update public.blogs set slug = 'live-post-renamed' where slug = 'live-post'`);
}, 60_000);

afterAll(async () => {
  await db?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('npm run db:export-posts', () => {
  it('writes every post but the deleted ones, leaves other files alone, and names the old addresses', async () => {
    const result = await exportPostsFromDatabase(db.admin, site);
    expect(result.written.sort()).toEqual(['content/blog/draft-post.md', 'content/blog/live-post-renamed.md', 'content/blog/scheduled-post.md']);
    expect(result.kept).toEqual(['content/blog/only-in-files.md']);
    expect(result.moved).toEqual([{ from: '/blog/live-post', to: '/blog/live-post-renamed' }]);
    expect(existsSync(path.join(site, 'content/blog/deleted-post.md'))).toBe(false);
    expect(readFileSync(path.join(site, 'content/blog/scheduled-post.md'), 'utf8')).toContain('published_at: 2031-01-02T09:30:00+05:30');
  });

  it('writes files the site\'s checks accept, which load back into the same rows', async () => {
    rmSync(path.join(site, 'content/blog/only-in-files.md'));
    const { posts, problems } = loadBlogPosts(site);
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(3);
    const before = await snapshot();
    await db.admin.query('truncate public.blogs cascade');
    await loadPostsIntoDatabase(db.admin, posts);
    const after = await snapshot();
    // The draft had no date in the table; its file needs one (the day it was written).
    const dateless = (rows: Record<string, unknown>[]) => rows.map((r) => (r.slug === 'draft-post' ? { ...r, published_at: null } : r));
    expect(dateless(after)).toEqual(dateless(before));
  });
});
