import { blockingProblems } from '../../../../scripts/content/problem.ts';
import type { ApiContext, ApiRequest } from '../api.ts';
import { StudioError, stringField } from '../http.ts';
import { checkLivePost } from './check.ts';
import type { LiveSite } from './pictures.ts';
import { liveStore, UNDO_DAYS, type LiveStore } from './store.ts';
import { idOfPath, livePath, rowToText, stateOf, textToColumns, versionHash, type BlogRow } from './text.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NOT_SET = 'The live blog is not set up for the Studio: its server needs STUDIO_BLOGS_DATABASE_URL (see README, "Posts in the live table").';

const storeOf = (): LiveStore => {
  const store = liveStore();
  if (!store) throw new StudioError(404, NOT_SET);
  return store;
};
const site = (): LiveSite => ({ url: process.env.STUDIO_LIVE_SITE_URL || undefined });

/** A database refusal in words (the unique address is the one an editor can meet). */
async function db<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StudioError) throw err;
    const code = (err as { code?: string }).code;
    if (code === '23505') throw new StudioError(422, 'Another post already has this address: every post needs its own address.');
    throw new StudioError(502, `The live blog could not be reached or refused the change: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function rowOf(store: LiveStore, path: unknown): Promise<BlogRow> {
  const id = idOfPath(path);
  const row = id && (await store.get(id));
  if (!row) throw new StudioError(404, 'This post is no longer in the live blog (it was deleted for good).');
  return row;
}

const fileOf = (row: BlogRow) => ({ path: livePath(row.id), text: rowToText(row), hash: versionHash(row) });

const listed = (row: BlogRow) => ({
  path: livePath(row.id),
  slug: row.slug,
  title: row.title,
  state: stateOf(row),
  publishedAt: row.published_at?.toISOString() ?? null,
  ...(row.deleted_at ? { undoUntil: new Date(row.deleted_at.getTime() + UNDO_DAYS * 86_400_000).toISOString() } : {}),
});

type Handler = (ctx: ApiContext, request: ApiRequest) => Promise<unknown>;

/** The live blog table's posts, edited like embedded posts (README, "Posts in the live table"). */
export const liveHandlers: Record<string, Handler> = {
  'GET /live-posts': async () => {
    const store = liveStore();
    if (!store) return { configured: false, posts: [] };
    return { configured: true, posts: (await db(() => store.list())).map(listed) };
  },
  'GET /live-post': async (_ctx, { url }) => fileOf(await db(() => rowOf(storeOf(), url.searchParams.get('path')))),
  'POST /live-post/check': async (ctx, { json }) => {
    const body = await json();
    const store = storeOf();
    const id = idOfPath(body.path);
    if (!id) throw new StudioError(400, 'Which post? The Studio sent no post of the live blog.');
    return db(() => checkLivePost(ctx.root, livePath(id), stringField(body, 'text'), { owner: store.owner, id, site: site() }));
  },
  'POST /live-post/save': async (ctx, { json }) => {
    const body = await json();
    const store = storeOf();
    const row = await db(() => rowOf(store, body.path));
    const text = stringField(body, 'text');
    const base = String(body.baseHash ?? '');
    if (row.deleted_at) throw new StudioError(409, 'This post was deleted in the meantime: bring it back (Undo delete) to save it.');
    const conflict = () => new StudioError(409, 'Someone saved this post after you opened it.', { diskText: rowToText(row), diskHash: versionHash(row) });
    if (base !== versionHash(row)) throw conflict();
    const checked = await db(() => checkLivePost(ctx.root, livePath(row.id), text, { owner: store.owner, id: row.id, site: site() }));
    const errors = blockingProblems(checked.problems);
    if (errors.length) throw new StudioError(422, `Not saved: ${errors[0]!.message}`, { problems: errors });
    const saved = await db(() => store.save(row.id, row.version, textToColumns(text)));
    if (!saved) {
      const now = await db(() => rowOf(store, body.path));
      throw new StudioError(409, 'Someone saved this post after you opened it.', { diskText: rowToText(now), diskHash: versionHash(now) });
    }
    return { hash: versionHash(saved), path: livePath(saved.id), others: [], state: stateOf(saved) };
  },
  'POST /live-post/create': async (_ctx, { json }) => {
    const body = await json();
    const store = storeOf();
    const value = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
    const slug = value('slug');
    if (!SLUG.test(slug)) throw new StudioError(422, 'A post address (slug) uses lowercase letters, digits and hyphens, such as my-first-post.');
    if (!value('title')) throw new StudioError(422, 'Give the post a title.');
    if (!value('excerpt')) throw new StudioError(422, 'Give the post an excerpt: the one or two sentences shown in the blog list.');
    if (!value('author')) throw new StudioError(422, 'Give the post an author: the name shown with the article.');
    const owner = await db(() => store.owner(slug));
    if (owner) throw new StudioError(422, `There is already a post at /blog/${slug}${owner.current ? '' : ' (it moved, and the address still leads to it)'}.`);
    const row = await db(() => store.create({ slug, title: value('title'), excerpt: value('excerpt'), author: value('author'), content: `${value('excerpt')}\n` }));
    return fileOf(row);
  },
  'POST /live-post/delete': async (_ctx, { json }) => {
    const store = storeOf();
    const { path } = await json();
    const row = await db(() => rowOf(store, path));
    const deleted = (await db(() => store.setDeleted(row.id, true)))!;
    return listed(deleted);
  },
  'POST /live-post/restore': async (_ctx, { json }) => {
    const store = storeOf();
    const { path } = await json();
    const row = await db(() => rowOf(store, path));
    return listed((await db(() => store.setDeleted(row.id, false)))!);
  },
};
