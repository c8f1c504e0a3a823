import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';

/** A throwaway PostgreSQL cluster on a loopback port, for tests. */
export interface TestCluster {
  port: number;
  /** Connection string for the superuser `postgres`. */
  url: string;
  stop(): void;
}

/** The newest Debian PostgreSQL binaries (initdb, pg_ctl), or a clear failure. */
export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      'The database tests need PostgreSQL (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin). ' +
        'Install it with: sudo apt-get install postgresql (.ci/run does this on CI).',
    );
  }
  return path.join(base, newest, 'bin');
}

/**
 * initdb + pg_ctl start in a temporary folder. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` user that Debian's package creates.
 */
export async function startCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  if (asRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      throw new Error('Running as root, the database tests need the "postgres" system user (created by apt-get install postgresql).');
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '30', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const out = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a test PostgreSQL: ${out || String(error)}`);
  }
  return {
    port,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
