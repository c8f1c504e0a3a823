import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type TestCluster } from './postgres.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A test PostgreSQL with Supabase's roles and every migration of supabase/migrations, unchanged. */
export interface MigratedDatabase {
  cluster: TestCluster;
  /** The superuser, for setting up rows and looking behind the roles' backs. */
  admin: pg.Client;
  /** A connection string that logs in as `role` (given the right to log in first). */
  urlAs(role: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startMigratedDatabase(): Promise<MigratedDatabase> {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(readFileSync(path.join(import.meta.dirname, 'supabase-roles.sql'), 'utf8'));
  const migrations = path.join(root, 'supabase/migrations');
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await admin.query(readFileSync(path.join(migrations, file), 'utf8'));
  }
  return {
    cluster,
    admin,
    // The test cluster trusts loopback, as a password would let the role in on Supabase.
    async urlAs(role) {
      await admin.query(`alter role ${role} with login`);
      return `postgresql://${role}@127.0.0.1:${cluster.port}/postgres`;
    },
    async stop() {
      await admin.end();
      cluster.stop();
    },
  };
}
