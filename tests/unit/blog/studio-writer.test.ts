import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedDatabase, type MigratedDatabase } from '../../db/migrated.ts';

// The role the Studio's server writes through, and what the public (anon) key sees of its work,
// on a real PostgreSQL with Supabase's roles and the project's migrations.
let db: MigratedDatabase;
let writer: pg.Pool;
let anon: pg.Pool;

const hour = 3_600_000;
const insert = (slug: string, extra = '') =>
  writer.query<{ id: string; version: string }>(
    `insert into public.blogs (title, slug, excerpt, content, author, published, published_at${extra ? ', ' + extra.split('=')[0] : ''})
     values ($1, $2, 'Excerpt.', 'Body.', 'Team', $3, $4${extra ? ', ' + extra.split('=')[1] : ''}) returning id, version`,
    [`Title ${slug}`, slug, true, new Date(Date.now() - hour).toISOString()],
  );
const anonSlugs = async () => (await anon.query<{ slug: string }>('select slug from public.blogs order by slug')).rows.map((r) => r.slug);

beforeAll(async () => {
  db = await startMigratedDatabase();
  writer = new pg.Pool({ connectionString: await db.urlAs('studio_writer'), max: 2 });
  anon = new pg.Pool({ connectionString: db.cluster.url, max: 2, options: '-c role=anon' });
}, 60_000);

afterAll(async () => {
  await writer?.end();
  await anon?.end();
  await db?.stop();
});

describe('the Studio writer role', () => {
  it('logs in as itself and writes posts of every state', async () => {
    expect((await writer.query('select current_user as u')).rows[0].u).toBe('studio_writer');
    await insert('live-one');
    await writer.query(`insert into public.blogs (title, slug, author, published) values ('Draft', 'a-draft', 'Team', false)`);
    await writer.query(`insert into public.blogs (title, slug, author, published, published_at) values ('Later', 'later', 'Team', true, now() + interval '1 hour')`);
    const { rows } = await writer.query('select slug from public.blogs order by slug');
    expect(rows.map((r) => r.slug)).toEqual(['a-draft', 'later', 'live-one']);
  });

  it('gets a new version from the database at each edit, not at a counted view', async () => {
    const { rows } = await insert('versioned');
    const id = rows[0]!.id;
    expect(Number(rows[0]!.version)).toBe(1);
    const edited = await writer.query(`update public.blogs set title = 'New title' where id = $1 returning version`, [id]);
    expect(Number(edited.rows[0].version)).toBe(2);
    const same = await writer.query(`update public.blogs set title = 'New title' where id = $1 returning version`, [id]);
    expect(Number(same.rows[0].version)).toBe(2);
    await anon.query('select public.increment_blog_views($1)', [id]);
    expect(Number((await db.admin.query('select version, views from public.blogs where id = $1', [id])).rows[0].version)).toBe(2);
    // A save "onto version 1" finds nothing to update: someone saved in between.
    const stale = await writer.query(`update public.blogs set title = 'Mine' where id = $1 and version = 1`, [id]);
    expect(stale.rowCount).toBe(0);
  });

  it('cannot set what the database keeps: views, version, dates, old addresses', async () => {
    const id = (await insert('guarded')).rows[0]!.id;
    for (const set of ['views = 99', 'version = 99', 'updated_at = now()', 'created_at = now()', `previous_slugs = '{x}'`, 'id = 12345']) {
      await expect(writer.query(`update public.blogs set ${set} where id = ${id}`), set).rejects.toThrow(/permission denied/);
    }
    await expect(writer.query(`insert into public.blogs (title, slug, author, views) values ('T', 'viewed', 'A', 5)`)).rejects.toThrow(/permission denied/);
  });

  it('touches nothing but the blogs table', async () => {
    const attempts = [
      'select * from public.blog_view_minutes',
      'delete from public.blog_view_minutes',
      'truncate public.blogs',
      'drop table public.blogs',
      'alter table public.blogs add column x int',
      'create table public.mine (id int)',
      'select public.increment_blog_views(1)',
      'set role anon',
      'set role postgres',
      'create role another',
    ];
    for (const sql of attempts) await expect(writer.query(sql), sql).rejects.toThrow(/permission denied|must be owner|must be member/);
  });
});

describe('what the public (anon) key sees of the Studio\'s work', () => {
  it('hides drafts, scheduled and deleted posts, and shows a scheduled post once its time has come', async () => {
    const id = (await insert('soon')).rows[0]!.id;
    await writer.query(`update public.blogs set published_at = now() + interval '4 seconds' where id = $1`, [id]);
    const del = (await insert('deleted-one')).rows[0]!.id;
    await writer.query('update public.blogs set deleted_at = now() where id = $1', [del]);
    const before = await anonSlugs();
    expect(before).not.toContain('soon');
    expect(before).not.toContain('deleted-one');
    expect(before).not.toContain('a-draft');
    expect(before).not.toContain('later');
    expect(before).toContain('live-one');
    await new Promise((r) => setTimeout(r, 4_500));
    expect(await anonSlugs()).toContain('soon');
    const views = async () => Number((await db.admin.query('select views from public.blogs where id = $1', [del])).rows[0].views);
    await anon.query('select public.increment_blog_views($1)', [del]);
    expect(await views()).toBe(0);
    // Undone: back where it was.
    await writer.query('update public.blogs set deleted_at = null where id = $1', [del]);
    expect(await anonSlugs()).toContain('deleted-one');
  });

  it('still cannot write anything, including the new columns', async () => {
    for (const sql of [
      `update public.blogs set deleted_at = now()`,
      `update public.blogs set previous_slugs = '{x}'`,
      `update public.blogs set published = false`,
      `insert into public.blogs (title, slug, author) values ('x', 'x', 'x')`,
      `delete from public.blogs`,
    ]) {
      await expect(anon.query(sql), sql).rejects.toThrow(/permission denied/);
    }
  });
});

describe('a live post\'s changed address', () => {
  it('is kept as an old address the public can look up; a draft\'s is not', async () => {
    const id = (await insert('first-name')).rows[0]!.id;
    await writer.query(`update public.blogs set slug = 'second-name' where id = $1`, [id]);
    await writer.query(`update public.blogs set slug = 'third-name' where id = $1`, [id]);
    const { rows } = await anon.query(`select slug, previous_slugs from public.blogs where previous_slugs @> array['first-name']`);
    expect(rows).toEqual([{ slug: 'third-name', previous_slugs: ['first-name', 'second-name'] }]);
    // Back to an earlier address: it is the current one again, not an old one.
    await writer.query(`update public.blogs set slug = 'first-name' where id = $1`, [id]);
    expect((await anon.query(`select previous_slugs from public.blogs where id = $1`, [id])).rows[0].previous_slugs).toEqual(['second-name', 'third-name']);
    const draft = (await writer.query(`insert into public.blogs (title, slug, author) values ('D', 'draft-name', 'A') returning id`)).rows[0].id;
    await writer.query(`update public.blogs set slug = 'draft-renamed' where id = $1`, [draft]);
    expect((await writer.query(`select previous_slugs from public.blogs where id = $1`, [draft])).rows[0].previous_slugs).toEqual([]);
  });
});
