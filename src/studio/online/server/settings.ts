import { statSync } from 'node:fs';
import path from 'node:path';

/** Everything `npm run studio:serve` reads from the environment (documented in studio.env.example). */
export interface Settings {
  /** Where the server is reached by browsers: https://studio.example.com, or http://localhost:<port> by default. */
  origin: string;
  /** The address and port it listens on (127.0.0.1 by default: a reverse proxy faces the internet). */
  host: string;
  port: number;
  /** The site's git remote (by default this checkout itself). */
  remote: string;
  /** An SSH deploy key file or an HTTPS token (a file's path, read by git only through its environment). */
  sshKey?: string;
  tokenFile?: string;
  databaseUrl?: string;
  dataDir: string;
  /** Trust X-Forwarded-For from the proxy in front (only with a proxy that sets it). */
  trustProxy: boolean;
  sessionIdleMinutes: number;
  sessionDays: number;
  inviteDays: number;
}

export function readSettings(root: string, env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.STUDIO_PORT ?? 4400);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`STUDIO_PORT must be a port number, not "${env.STUDIO_PORT}".`);
  const origin = (env.STUDIO_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.hostname !== 'localhost') {
    throw new Error(`STUDIO_ORIGIN must be an https address (passkeys and Secure cookies need it), not ${origin}. Only http://localhost works without TLS.`);
  }
  return {
    origin: url.origin,
    host: env.STUDIO_HOST ?? '127.0.0.1',
    port,
    remote: env.STUDIO_REMOTE ?? root,
    sshKey: env.STUDIO_SSH_KEY || undefined,
    tokenFile: env.STUDIO_TOKEN_FILE || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(root, env.STUDIO_DATA_DIR ?? '.data/studio'),
    trustProxy: env.STUDIO_TRUST_PROXY === '1',
    sessionIdleMinutes: Number(env.STUDIO_SESSION_IDLE_MINUTES ?? 120),
    sessionDays: Number(env.STUDIO_SESSION_DAYS ?? 7),
    inviteDays: Number(env.STUDIO_INVITE_DAYS ?? 7),
  };
}

/** The environment git runs with: the credential stays in files only the server's user reads. */
export function gitEnv(settings: Settings): Record<string, string> {
  const env: Record<string, string> = { GIT_TERMINAL_PROMPT: '0' };
  if (settings.sshKey) env.GIT_SSH_COMMAND = `ssh -i '${settings.sshKey.replace(/'/g, "'\\''")}' -o IdentitiesOnly=yes -o BatchMode=yes`;
  if (settings.tokenFile) {
    // git asks GIT_ASKPASS for the password; the helper prints the token file (never on a command line or in a URL).
    env.GIT_ASKPASS = path.join(import.meta.dirname, 'askpass.sh');
    env.STUDIO_TOKEN_FILE = settings.tokenFile;
  }
  return env;
}

/**
 * The deploy credential must be readable by the Studio's own user only (chmod 600, owned by it): the
 * server refuses to start otherwise, in words.
 */
export function checkCredentials(settings: Settings): void {
  for (const file of [settings.sshKey, settings.tokenFile]) {
    if (!file) continue;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      throw new Error(`The git credential ${file} does not exist (STUDIO_SSH_KEY or STUDIO_TOKEN_FILE).`);
    }
    if (stat.mode & 0o077) throw new Error(`The git credential ${file} can be read by other users: run chmod 600 ${file}.`);
    if (process.getuid && stat.uid !== process.getuid()) throw new Error(`The git credential ${file} belongs to another user: the Studio's own user must own it (chown).`);
  }
}
