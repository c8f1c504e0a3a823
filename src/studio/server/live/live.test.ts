import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedDatabase, type MigratedDatabase } from '../../../../tests/db/migrated.ts';
import { copyProject, type ProjectCopy } from '../../../../tests/support/project-copy.ts';
import { readPost, rewritePost } from '../../yaml/post.ts';
import type { ApiContext } from '../api.ts';
import { Checker } from '../check.ts';
import { StudioError } from '../http.ts';
import { liveHandlers } from './handlers.ts';
import { closeLiveStores } from './store.ts';

// The Studio's server on the live table: the handlers the local plugin and the online server share,
// writing through the studio_writer role into a real PostgreSQL with the project's migrations.
let db: MigratedDatabase;
let copy: ProjectCopy;
let ctx: ApiContext;
let anon: pg.Pool;

type Answer = { status: number; json: any };
async function call(name: string, body: Record<string, unknown> = {}, query = ''): Promise<Answer> {
  try {
    const json = await liveHandlers[name]!(ctx, { req: {} as never, url: new URL(`http://studio/${query}`), json: async () => body });
    return { status: 200, json };
  } catch (err) {
    if (err instanceof StudioError) return { status: err.status, json: { error: err.message, ...err.details } };
    throw err;
  }
}
const open = (path: string) => call('GET /live-post', {}, `?path=${encodeURIComponent(path)}`);
const edit = (text: string, data: Record<string, unknown>, body?: string) => {
  const post = readPost(text)!;
  return rewritePost(text, { ...(post.data as object), ...data }, body ?? post.body);
};
const publicSlugs = async () => (await anon.query<{ slug: string }>('select slug from public.blogs')).rows.map((r) => r.slug);
const inKolkata = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 19) + '+05:30';

beforeAll(async () => {
  db = await startMigratedDatabase();
  process.env.STUDIO_BLOGS_DATABASE_URL = await db.urlAs('studio_writer');
  delete process.env.STUDIO_LIVE_SITE_URL;
  anon = new pg.Pool({ connectionString: db.cluster.url, max: 2, options: '-c role=anon' });
  copy = copyProject({ prefix: 'live-posts-' });
  ctx = { root: copy.dir, checker: new Checker(copy.dir), git: async () => false, uploads: new Set() };
}, 60_000);

afterAll(async () => {
  await closeLiveStores();
  delete process.env.STUDIO_BLOGS_DATABASE_URL;
  await anon?.end();
  await db?.stop();
  copy?.remove();
});

// Each check loads the site's content (seconds the first time, more on a busy machine).
describe('posts of the live table in the Studio', { timeout: 60_000 }, () => {
  let path = '';
  let text = '';
  let hash = '';

  it('creates a draft, written by the limited role, listed as a draft and hidden from the public', async () => {
    const created = await call('POST /live-post/create', { slug: 'live-test-post', title: 'A Live Test', excerpt: 'Short summary.', author: 'Tester' });
    expect(created.status).toBe(200);
    ({ path, text, hash } = created.json);
    expect(path).toMatch(/^live:blogs\/\d+$/);
    expect(readPost(text)!.data).toMatchObject({ slug: 'live-test-post', published: false });
    const list = await call('GET /live-posts');
    expect(list.json.configured).toBe(true);
    expect(list.json.posts).toEqual([expect.objectContaining({ path, state: 'draft', slug: 'live-test-post' })]);
    expect(await publicSlugs()).not.toContain('live-test-post');
    // Who wrote it: the Studio's role, nothing more.
    const { rows } = await db.admin.query(`select usename from pg_stat_activity where application_name = '' and usename = 'studio_writer'`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses the same address twice', async () => {
    const again = await call('POST /live-post/create', { slug: 'live-test-post', title: 'T', excerpt: 'E', author: 'A' });
    expect(again.status).toBe(422);
  });

  it('checks like an embedded post: the mistake is placed on its field, nothing is saved', async () => {
    const bad = edit(text, { published_at: 'soon' }, 'Text with <script>alert(1)</script> and [a link](javascript:alert(1)).\n');
    const checked = await call('POST /live-post/check', { path, text: bad });
    const fields = checked.json.problems.map((p: { path?: unknown[] }) => p.path?.[0]);
    expect(fields).toContain('published_at');
    const saved = await call('POST /live-post/save', { path, text: bad, baseHash: hash });
    expect(saved.status).toBe(422);
    expect((await open(path)).json.hash).toBe(hash);
  });

  it('schedules: the post is hidden until its time, then public without any rebuild', async () => {
    const scheduled = edit(text, { published: true, published_at: inKolkata(120_000) });
    const saved = await call('POST /live-post/save', { path, text: scheduled, baseHash: hash });
    expect(saved.status, saved.json.error).toBe(200);
    expect(saved.json.state).toBe('scheduled');
    expect(saved.json.hash).not.toBe(hash);
    ({ text, hash } = (await open(path)).json);
    expect(await publicSlugs()).not.toContain('live-test-post');
    expect((await call('GET /live-posts')).json.posts[0].state).toBe('scheduled');
    // Its time comes (brought forward to a moment from now rather than waiting two minutes).
    await db.admin.query(`update public.blogs set published_at = now() + interval '1 second' where slug = 'live-test-post'`);
    ({ text, hash } = (await open(path)).json);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await publicSlugs()).toContain('live-test-post');
    expect((await call('GET /live-posts')).json.posts[0].state).toBe('published');
  });

  it('merges nothing away: a save onto an older version is refused with the newer text to merge', async () => {
    const first = await call('POST /live-post/save', { path, text: edit(text, { title: 'First editor' }), baseHash: hash });
    expect(first.status).toBe(200);
    const second = await call('POST /live-post/save', { path, text: edit(text, { author: 'Second editor' }), baseHash: hash });
    expect(second.status).toBe(409);
    expect(readPost(second.json.diskText)!.data).toMatchObject({ title: 'First editor' });
    expect(second.json.diskHash).toBe(first.json.hash);
    ({ text, hash } = (await open(path)).json);
  });

  it('keeps a live post\'s old address working when it changes', async () => {
    const saved = await call('POST /live-post/save', { path, text: edit(text, { slug: 'live-test-renamed' }), baseHash: hash });
    expect(saved.status, saved.json.error).toBe(200);
    const { rows } = await anon.query(`select slug from public.blogs where previous_slugs @> array['live-test-post']`);
    expect(rows).toEqual([{ slug: 'live-test-renamed' }]);
    ({ text, hash } = (await open(path)).json);
    // The old address stays the post's: a new post cannot take it.
    const taken = await call('POST /live-post/create', { slug: 'live-test-post', title: 'T', excerpt: 'E', author: 'A' });
    expect(taken.status).toBe(422);
  });

  it('keeps a post whose picture is not live yet from going public, and says so at the picture', async () => {
    mkdirSync(copy.file('content/public/blog'), { recursive: true });
    writeFileSync(copy.file('content/public/blog/live-test.png'), 'picture bytes');
    const withPicture = edit(text, { featured_image: '/blog/live-test.png' });
    const refused = await call('POST /live-post/save', { path, text: withPicture, baseHash: hash });
    expect(refused.status).toBe(422);
    expect(refused.json.problems.map((p: { path: unknown[] }) => p.path[0])).toEqual(['featured_image']);
    // Scheduled for later it may wait.
    const waiting = await call('POST /live-post/check', { path, text: edit(withPicture, { published_at: inKolkata(86_400_000) }) });
    expect(waiting.json.problems).toEqual([]);
    // Once the picture is in the site's last build, the post may be public.
    mkdirSync(copy.file('dist/blog'), { recursive: true });
    writeFileSync(copy.file('dist/blog/live-test.png'), 'picture bytes');
    const saved = await call('POST /live-post/save', { path, text: withPicture, baseHash: hash });
    expect(saved.status, saved.json.error).toBe(200);
    ({ text, hash } = (await open(path)).json);
  });

  it('unpublishes', async () => {
    const saved = await call('POST /live-post/save', { path, text: edit(text, { published: false }), baseHash: hash });
    expect(saved.json.state).toBe('draft');
    expect(await publicSlugs()).not.toContain('live-test-renamed');
    ({ text, hash } = (await open(path)).json);
  });

  it('deletes, keeping the row to undo for a while, then brings it back', async () => {
    await call('POST /live-post/save', { path, text: edit(text, { published: true }), baseHash: hash });
    expect(await publicSlugs()).toContain('live-test-renamed');
    const deleted = await call('POST /live-post/delete', { path });
    expect(deleted.json.state).toBe('deleted');
    expect(Date.parse(deleted.json.undoUntil)).toBeGreaterThan(Date.now() + 86_400_000);
    expect(await publicSlugs()).not.toContain('live-test-renamed');
    const restored = await call('POST /live-post/restore', { path });
    expect(restored.json.state).toBe('published');
    expect(await publicSlugs()).toContain('live-test-renamed');
  });

  it('removes a deleted post for good once the undo window has passed', async () => {
    await call('POST /live-post/delete', { path });
    await db.admin.query(`update public.blogs set deleted_at = now() - interval '8 days'`);
    expect((await call('GET /live-posts')).json.posts).toEqual([]);
    expect((await open(path)).status).toBe(404);
  });
});

describe('a picture checked on the live site (STUDIO_LIVE_SITE_URL)', () => {
  it('counts a picture as live only when the live site answers it with 200', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      res.statusCode = req.url === '/blog/on-the-site.png' ? 200 : 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { pictureIsLive } = await import('./pictures.ts');
    const site = { url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
    try {
      expect(await pictureIsLive(copy.dir, site, '/blog/on-the-site.png')).toBe(true);
      expect(await pictureIsLive(copy.dir, site, '/blog/live-test.png')).toBe(false);
      // Not the site's picture: another site's business.
      expect(await pictureIsLive(copy.dir, site, 'https://images.example.com/x.png')).toBe(true);
    } finally {
      server.close();
    }
    // Nobody answering counts as not live: the post waits.
    expect(await pictureIsLive(copy.dir, site, '/blog/on-the-site.png')).toBe(false);
  });
});

describe('without the server-side setting', () => {
  it('says the live blog is not set up, and lists nothing', async () => {
    const url = process.env.STUDIO_BLOGS_DATABASE_URL;
    delete process.env.STUDIO_BLOGS_DATABASE_URL;
    try {
      expect((await call('GET /live-posts')).json).toEqual({ configured: false, posts: [] });
      expect((await call('POST /live-post/create', { slug: 'x' })).status).toBe(404);
    } finally {
      process.env.STUDIO_BLOGS_DATABASE_URL = url;
    }
  });
});
