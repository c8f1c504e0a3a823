import type { Pool } from 'pg';
import type { BlogRow, Written } from './text.ts';
import { WRITTEN } from './text.ts';

/** How long a deleted post can be brought back; after that the Studio removes the row for good. */
export const UNDO_DAYS = 7;

const COLUMNS = 'id::text as id, title, slug, excerpt, content, author, featured_image, featured, published, published_at, tags, reading_time, meta_title, meta_description, version::text as version, updated_at, deleted_at, previous_slugs';

/** The blogs table through the Studio's writer role (STUDIO_BLOGS_DATABASE_URL). */
export interface LiveStore {
  list(): Promise<BlogRow[]>;
  get(id: string): Promise<BlogRow | undefined>;
  create(columns: Pick<Written, 'title' | 'slug' | 'excerpt' | 'author' | 'content'>): Promise<BlogRow>;
  /** Writes onto `version` only: undefined when the row has moved on (or is gone). */
  save(id: string, version: string, columns: Written): Promise<BlogRow | undefined>;
  setDeleted(id: string, deleted: boolean): Promise<BlogRow | undefined>;
  /** Who has an address now, or had it while live. */
  owner(slug: string): Promise<{ id: string; current: boolean } | undefined>;
  end(): Promise<void>;
}

export function openLiveStore(url: string): LiveStore {
  // pg is loaded when a store is opened, not with the Studio's plugin: every build loads the plugin with
  // vite.config.ts (it only serves `npm start`), and pg cost the bundler about 80 ms of its start.
  const ready: Promise<Pool> = import('pg').then(({ default: pg }) => {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    // An idle connection dropped by the database (a restart, a network cut) must not take the Studio
    // down: the pool opens a new one at the next call, and a failing call answers with words.
    pool.on('error', () => {});
    return pool;
  });
  // Heard by each call that awaits it; never left to reject unheard.
  ready.catch(() => {});
  const one = async (sql: string, values: unknown[]) => (await (await ready).query<BlogRow>(sql, values)).rows[0];
  return {
    async list() {
      const pool = await ready;
      await pool.query(`delete from public.blogs where deleted_at < now() - make_interval(days => $1)`, [UNDO_DAYS]);
      return (await pool.query<BlogRow>(`select ${COLUMNS} from public.blogs order by coalesce(published_at, created_at) desc, id desc`)).rows;
    },
    get: (id) => one(`select ${COLUMNS} from public.blogs where id = $1`, [id]),
    async create(c) {
      const row = await one(
        `insert into public.blogs (title, slug, excerpt, author, content, published) values ($1, $2, $3, $4, $5, false) returning ${COLUMNS}`,
        [c.title, c.slug, c.excerpt, c.author, c.content],
      );
      return row!;
    },
    save: (id, version, c) =>
      one(
        `update public.blogs set ${WRITTEN.map((k, i) => `${k} = $${i + 3}`).join(', ')} where id = $1 and version = $2 and deleted_at is null returning ${COLUMNS}`,
        [id, version, ...WRITTEN.map((k) => c[k])],
      ),
    setDeleted: (id, deleted) => one(`update public.blogs set deleted_at = ${deleted ? 'now()' : 'null'} where id = $1 returning ${COLUMNS}`, [id]),
    async owner(slug) {
      const row = (await (await ready).query<{ id: string; current: boolean }>(`select id::text as id, slug = $1 as current from public.blogs where slug = $1 or previous_slugs @> array[$1] order by (slug = $1) desc limit 1`, [slug])).rows[0];
      return row;
    },
    end: async () => (await ready).end(),
  };
}

const stores = new Map<string, LiveStore>();

/** Closes the connections (a server shutting down, a test's end). */
export async function closeLiveStores(): Promise<void> {
  const open = [...stores.values()];
  stores.clear();
  await Promise.all(open.map((s) => s.end()));
}

/**
 * The server-side setting that turns the live posts on: the writer role's connection string. It is
 * read on the server only; the browser sees posts, never the setting.
 */
export function liveStore(env: NodeJS.ProcessEnv = process.env): LiveStore | undefined {
  const url = env.STUDIO_BLOGS_DATABASE_URL;
  if (!url) return undefined;
  let store = stores.get(url);
  if (!store) stores.set(url, (store = openLiveStore(url)));
  return store;
}
