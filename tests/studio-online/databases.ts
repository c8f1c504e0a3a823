import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPostgres, type Db } from '../../src/studio/online/server/db.ts';
import { startCluster } from '../db/postgres.ts';

/** The two databases the Studio online runs on: Debian's PostgreSQL and PGlite (a folder), both migrated. */
export interface TestDb { name: string; open(): Promise<Db>; stop(): Promise<void> }

export function testDatabases(): TestDb[] {
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let db: Db | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pglite-'));
  return [
    {
      name: 'PostgreSQL',
      open: async () => {
        cluster = await startCluster();
        db = await openPostgres(cluster.url);
        await migrate(db);
        return db;
      },
      stop: async () => {
        await db?.close();
        cluster?.stop();
      },
    },
    {
      name: 'PGlite',
      open: async () => {
        const lite = await openPglite(path.join(dir, 'db'));
        await migrate(lite);
        db = lite;
        return lite;
      },
      stop: async () => {
        await db?.close();
        rmSync(dir, { recursive: true, force: true });
      },
    },
  ];
}
