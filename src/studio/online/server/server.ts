import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { Accounts } from './accounts.ts';
import { studioApp } from './app.ts';
import { inviteLink } from './auth-routes.ts';
import { ensureApp } from './build-app.ts';
import { migrate, openDb, type Db } from './db.ts';
import { Passkeys } from './passkeys.ts';
import { RateLimit } from './rate-limit.ts';
import { Sessions } from './sessions.ts';
import { checkCredentials, gitEnv, readSettings, type Settings } from './settings.ts';
import { openGit } from './site-repo.ts';

export interface OnlineStudio {
  settings: Settings;
  server: Server;
  db: Db;
  accounts: Accounts;
  /** The first admin's invite link, when nobody has an account yet. */
  firstInvite?: string;
  close(): Promise<void>;
}

/** Opens the database (PGlite in the data folder unless DATABASE_URL) and runs the migrations. */
export async function openAccounts(settings: Settings): Promise<{ db: Db; accounts: Accounts }> {
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(settings.dataDir, 0o700);
  const db = await openDb({ databaseUrl: settings.databaseUrl, pgliteDir: path.join(settings.dataDir, 'db') });
  await migrate(db);
  return { db, accounts: new Accounts(db) };
}

/** `npm run studio:serve`: the built Studio and its API on one port (settings: studio.env.example). */
export async function startOnlineStudio(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<OnlineStudio> {
  const settings = readSettings(root, env);
  checkCredentials(settings);
  const appDir = await ensureApp(root, log);
  const { db, accounts } = await openAccounts(settings);
  const secure = new URL(settings.origin).protocol === 'https:';
  const sessions = new Sessions(db, { idleMs: settings.sessionIdleMinutes * 60_000, absoluteMs: settings.sessionDays * 86_400_000, secure });
  const passkeys = new Passkeys(db, { origin: settings.origin, rpID: new URL(settings.origin).hostname, name: 'Content Studio' });
  const git = await openGit({ remote: settings.remote, dataDir: path.join(settings.dataDir, 'git'), gitEnv: gitEnv(settings) });
  // Send for review pushes from a workspace through the shared API's own git calls: as the server process,
  // they get the credential the same way (environment only; nothing of it reaches a browser).
  if (env === process.env) Object.assign(process.env, gitEnv(settings));
  const handle = studioApp({
    accounts,
    sessions,
    passkeys,
    git,
    appDir,
    origin: settings.origin,
    inviteDays: settings.inviteDays,
    trustProxy: settings.trustProxy,
    // Ten tries a minute from one address, five per account per ten minutes.
    perAddress: new RateLimit(Number(env.STUDIO_SIGNIN_PER_ADDRESS ?? 10), 60_000),
    perAccount: new RateLimit(5, 10 * 60_000),
    log,
  });
  const server = createServer((req, res) => void handle(req, res));
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const sweep = setInterval(() => void sessions.sweep().catch(() => undefined), 10 * 60_000);
  sweep.unref();
  let firstInvite: string | undefined;
  if (!(await accounts.people()).people.length) {
    firstInvite = inviteLink(settings.origin, (await accounts.invite(env.STUDIO_ADMIN_EMAIL ?? 'admin@localhost.localdomain', 'admin', null, settings.inviteDays)).token);
  }
  return {
    settings,
    server,
    db,
    accounts,
    firstInvite,
    close: async () => {
      clearInterval(sweep);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
