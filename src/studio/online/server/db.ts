import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The little the Studio needs of a database: parameterised queries and a script of several statements. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'postgres' (DATABASE_URL) or 'pglite' (the embedded default, a folder on disk). */
  kind: 'postgres' | 'pglite';
}

/** Any PostgreSQL through its URL (node-postgres, a small pool). */
export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => {
      // One connection, so that a failed script's transaction is rolled back where it was begun.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// Small buffers for a few people and their sessions: PGlite's defaults take about 155 MB more of the idle server's 250 MB.
const PGLITE_CONF = ['shared_buffers=1MB', 'wal_buffers=1MB', 'temp_buffers=1MB', 'work_mem=1MB', 'maintenance_work_mem=4MB'];

/**
 * A new PGlite folder is made in a short-lived process of its own: initdb in WebAssembly leaves the
 * process that ran it at about 600 MB, which a long-running server would keep.
 */
function initPglite(dir: string): Promise<void> {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(${JSON.stringify(dir)}, { postgresqlconf: ${JSON.stringify(PGLITE_CONF)} }); await db.close();`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../../../..') }, (err, _out, stderr) =>
      err ? reject(new Error(`The embedded database could not be made in ${dir}: ${stderr || err.message}`)) : resolve(),
    );
  });
}

/** PostgreSQL in WebAssembly, kept in a folder (the embedded default: nothing to install or run). */
export async function openPglite(dir: string): Promise<Db> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPglite(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir, { postgresqlconf: PGLITE_CONF });
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

export const openDb = (settings: { databaseUrl?: string; pgliteDir: string }): Promise<Db> =>
  settings.databaseUrl ? openPostgres(settings.databaseUrl) : openPglite(settings.pgliteDir);

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

/**
 * Plain SQL files in migrations/, in name order, each applied once inside a transaction and recorded in
 * studio_migrations. Runs at every start; returns the names applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS): Promise<string[]> {
  await db.exec('create table if not exists studio_migrations (name text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ name: string }>('select name from studio_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(path.join(dir, name), 'utf8');
    await db.exec(`begin;\n${sql}\ninsert into studio_migrations (name) values ('${name.replace(/'/g, "''")}');\ncommit;`);
    applied.push(name);
  }
  return applied;
}
