import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPostsIntoDatabase } from '../../../scripts/db/load-posts.ts';
import { blogPosts } from '../../support/content.ts';
import { startCluster, type TestCluster } from '../../db/postgres.ts';

// The migration in supabase/migrations, run unchanged on a real PostgreSQL.
const root = path.resolve(import.meta.dirname, '../../..');
const migrations = path.join(root, 'supabase/migrations');

let cluster: TestCluster;
let admin: pg.Client;
const pools: pg.Pool[] = [];
const poolAs = (role: string, max = 4) => {
  const pool = new pg.Pool({ connectionString: cluster.url, max, options: `-c role=${role}` });
  pools.push(pool);
  return pool;
};

const rows = [
  { slug: 'published-one', published: true, published_at: '2026-10-01', tags: ['Sales'], views: 5 },
  { slug: 'published-two', published: true, published_at: '2026-11-01', tags: ['Sales', 'AI Assistants'], views: 0 },
  { slug: 'secret-draft', published: false, published_at: null, tags: ['Sales'], views: 3 },
  // Published, but scheduled for tomorrow.
  { slug: 'scheduled', published: true, published_at: new Date(Date.now() + 86_400_000).toISOString(), tags: ['Sales'], views: 0 },
];
const idOf = async (slug: string) => (await admin.query<{ id: string }>('select id from public.blogs where slug = $1', [slug])).rows[0]!.id;
const viewsOf = async (slug: string) => Number((await admin.query<{ views: string }>('select views from public.blogs where slug = $1', [slug])).rows[0]!.views);

beforeAll(async () => {
  cluster = await startCluster();
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(readFileSync(path.join(import.meta.dirname, '../../db/supabase-roles.sql'), 'utf8'));
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await admin.query(readFileSync(path.join(migrations, file), 'utf8'));
  }
  for (const r of rows) {
    await admin.query(
      `insert into public.blogs (title, slug, excerpt, content, author, published, published_at, tags, views)
       values ($1, $2, 'An excerpt.', 'Body.', 'Team', $3, $4, $5, $6)`,
      [`Title of ${r.slug}`, r.slug, r.published, r.published_at, r.tags, r.views],
    );
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await admin?.end();
  cluster?.stop();
});

describe('the blogs table for the public (anon) key', () => {
  it('shows published rows whose time has come, only', async () => {
    const anon = poolAs('anon');
    const { rows: visible } = await anon.query('select slug from public.blogs order by published_at desc');
    expect(visible.map((r) => r.slug)).toEqual(['published-two', 'published-one']);
    const { rows: direct } = await anon.query(`select * from public.blogs where slug in ('secret-draft', 'scheduled')`);
    expect(direct).toEqual([]);
    const { rows: authed } = await poolAs('authenticated').query('select slug from public.blogs');
    expect(authed.map((r) => r.slug).sort()).toEqual(['published-one', 'published-two']);
  });

  it('refuses every write', async () => {
    const anon = poolAs('anon');
    const id = await idOf('published-one');
    const attempts = [
      `insert into public.blogs (title, slug, author, published, published_at) values ('Spam', 'spam', 'x', true, now())`,
      `update public.blogs set views = 1000000 where id = ${id}`,
      `update public.blogs set title = 'Defaced'`,
      `delete from public.blogs`,
      `delete from public.blogs where published`,
      `truncate public.blogs`,
    ];
    for (const sql of attempts) await expect(anon.query(sql), sql).rejects.toThrow(/permission denied/);
    await expect(poolAs('authenticated').query(`delete from public.blogs`)).rejects.toThrow(/permission denied/);
    expect(await viewsOf('published-one')).toBe(5);
    expect(Number((await admin.query('select count(*) from public.blogs')).rows[0].count)).toBe(4);
  });

  it('counts concurrent views exactly, up to the limit per post per minute, and ignores the rest', { timeout: 30_000 }, async () => {
    // All calls inside one clock minute (the limit is per minute).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const anon = poolAs('anon', 20);
    const id = await idOf('published-two');
    const limit = Number((await admin.query('select public.blog_view_limit_per_minute() as n')).rows[0].n);
    const before = await viewsOf('published-two');
    const calls = limit + 50;
    const results = await Promise.all(
      Array.from({ length: calls }, () => anon.query<{ views: string }>('select public.increment_blog_views($1) as views', [id])),
    );
    expect(await viewsOf('published-two')).toBe(before + limit);
    const returned = results.map((r) => Number(r.rows[0]!.views)).sort((a, b) => a - b);
    // Each counted view returns the new count; each ignored call returns the count as it stands.
    expect(new Set(returned.slice(0, limit))).toEqual(new Set(Array.from({ length: limit }, (_, i) => before + i + 1)));
    expect(returned.slice(limit).every((v) => v === before + limit)).toBe(true);
    // Another post has its own allowance.
    const other = await idOf('published-one');
    const one = await viewsOf('published-one');
    await anon.query('select public.increment_blog_views($1)', [other]);
    expect(await viewsOf('published-one')).toBe(one + 1);
  });

  it('counts again in the next minute, keeping only the current minute per post', async () => {
    const id = await idOf('published-two');
    await admin.query(`update public.blog_view_minutes set minute = minute - interval '1 minute' where post_id = $1`, [id]);
    const before = await viewsOf('published-two');
    await poolAs('anon').query('select public.increment_blog_views($1)', [id]);
    expect(await viewsOf('published-two')).toBe(before + 1);
    const { rows } = await admin.query('select views from public.blog_view_minutes where post_id = $1', [id]);
    expect(rows).toEqual([{ views: 1 }]);
  });

  it('keeps the per-minute counts away from the public roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(poolAs(role).query('select * from public.blog_view_minutes'), role).rejects.toThrow(/permission denied/);
      await expect(poolAs(role).query('delete from public.blog_view_minutes'), role).rejects.toThrow(/permission denied/);
    }
  });

  it('runs the counter as its owner, every function with a fixed search_path, executable only by the API roles', async () => {
    const { rows: fn } = await admin.query(`select prosecdef, proconfig from pg_proc where proname = 'increment_blog_views'`);
    expect(fn[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
    const { rows: all } = await admin.query(`select proname, proconfig from pg_proc where pronamespace = 'public'::regnamespace`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const f of all) expect(f.proconfig, f.proname).toEqual(['search_path=""']);
    await admin.query('create role stranger nologin');
    const can = async (role: string) =>
      (await admin.query(`select has_function_privilege($1, 'public.increment_blog_views(bigint)', 'execute') as ok`, [role])).rows[0].ok;
    expect(await can('anon')).toBe(true);
    expect(await can('authenticated')).toBe(true);
    expect(await can('stranger')).toBe(false);
  });
});

describe('the blogs table constraints and indexes', () => {
  const insert = (values: string) =>
    admin.query(`insert into public.blogs (title, slug, author, published, published_at, views, reading_time, featured_image) values ${values}`);

  it.each([
    ['a taken slug', `('T', 'published-one', 'A', false, null, 0, 1, null)`, /unique/],
    ['a slug that is not an address', `('T', 'Not A Slug', 'A', false, null, 0, 1, null)`, /check constraint/],
    ['negative views', `('T', 'neg-views', 'A', false, null, -1, 1, null)`, /check constraint/],
    ['a reading time of zero', `('T', 'zero-time', 'A', false, null, 0, 0, null)`, /check constraint/],
    ['a published post without a date', `('T', 'no-date', 'A', true, null, 0, 1, null)`, /blogs_published_has_date/],
    ['a script address as picture', `('T', 'bad-image', 'A', false, null, 0, 1, 'javascript:alert(1)')`, /check constraint/],
  ])('refuses %s', async (_name, values, error) => {
    await expect(insert(values)).rejects.toThrow(error);
  });

  it('indexes the queries the site makes', async () => {
    const { rows: idx } = await admin.query(`select indexname, indexdef from pg_indexes where tablename = 'blogs'`);
    const defs = idx.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/UNIQUE INDEX .* \(slug\)/);
    expect(defs).toMatch(/USING gin \(tags\)/);
    expect(defs).toMatch(/\(published_at DESC\) WHERE published/);
  });

  it('moves updated_at on edits but not on views', async () => {
    const id = await idOf('published-one');
    await admin.query(`update public.blogs set updated_at = '2000-01-01' where id = $1`, [id]);
    await admin.query('select public.increment_blog_views($1)', [id]);
    expect((await admin.query('select updated_at from public.blogs where id = $1', [id])).rows[0].updated_at.getUTCFullYear()).toBe(2000);
    await admin.query(`update public.blogs set title = 'Edited' where id = $1`, [id]);
    expect((await admin.query('select updated_at from public.blogs where id = $1', [id])).rows[0].updated_at.getUTCFullYear()).toBeGreaterThan(2000);
  });
});

describe('loading content/blog into the database', () => {
  it('adds every post, then updates them by slug, keeping the live view counts', async () => {
    const posts = blogPosts();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      expect(await loadPostsIntoDatabase(client, posts)).toEqual({ added: posts.length, updated: 0 });
      const first = posts.find((p) => p.published)!;
      await client.query('update public.blogs set views = 77 where slug = $1', [first.slug]);
      expect(await loadPostsIntoDatabase(client, posts)).toEqual({ added: 0, updated: posts.length });
      expect(await viewsOf(first.slug)).toBe(77);
    } finally {
      await client.end();
    }
    const anon = poolAs('anon');
    const { rows: visible } = await anon.query(`select slug, published_at, tags from public.blogs where slug = any($1)`, [posts.map((p) => p.slug)]);
    expect(visible.map((r) => r.slug).sort()).toEqual(posts.filter((p) => p.published).map((p) => p.slug).sort());
    // Dates and topics arrive as written in the post files.
    for (const post of posts.filter((p) => p.published)) {
      const row = visible.find((r) => r.slug === post.slug)!;
      expect(row.published_at.getTime()).toBe(Date.parse(post.published_at));
      expect(row.tags).toEqual(post.tags);
    }
  });
});
