import type { IncomingMessage } from 'node:http';
import type { Person, Role } from './accounts.ts';
import type { Db } from './db.ts';
import { hashSecret, newSecret } from './tokens.ts';

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
  /** Secure cookies (https); false only for the embedded default on http://localhost (see cookieName). */
  secure: boolean;
}

export interface Session { person: Person; csrf: string; idHash: string }

/**
 * `__Host-` cookies are Secure, host-only and path=/, so no subdomain can set or shadow them. On
 * http://localhost (the embedded default, on the same computer) the cookie cannot be Secure: Safari
 * keeps no Secure cookie from http://localhost, and nothing leaves the loopback there anyway.
 */
export const cookieName = (policy: SessionPolicy): string => (policy.secure ? '__Host-studio-session' : 'studio-session');

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function sessionCookie(policy: SessionPolicy, value: string, maxAgeMs: number): string {
  const attrs = [`${cookieName(policy)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`];
  if (policy.secure) attrs.push('Secure');
  return attrs.join('; ');
}

export class Sessions {
  constructor(
    private db: Db,
    readonly policy: SessionPolicy,
  ) {}

  /** A new session: its cookie value (only the browser has it) and its CSRF token (written into the page). */
  async start(person: Person, address: string): Promise<{ cookie: string; csrf: string }> {
    const id = newSecret();
    const csrf = newSecret();
    const expires = new Date(Date.now() + this.policy.absoluteMs).toISOString();
    await this.db.query('insert into sessions (id_hash, person_id, csrf, expires_at, address) values ($1, $2, $3, $4, $5)', [hashSecret(id), person.id, csrf, expires, address]);
    return { cookie: sessionCookie(this.policy, id, this.policy.absoluteMs), csrf };
  }

  /** The session of a request, refreshed; null when absent, ended, idle too long or past its absolute end. */
  async of(req: IncomingMessage): Promise<Session | null> {
    const id = readCookie(req, cookieName(this.policy));
    if (!id) return null;
    const idHash = hashSecret(id);
    const idleSince = new Date(Date.now() - this.policy.idleMs).toISOString();
    const rows = await this.db.query<{ id: string; name: string; email: string; role: Role; csrf: string }>(
      `update sessions s set last_seen_at = now()
       from people p
       where s.id_hash = $1 and p.id = s.person_id and p.removed_at is null and s.expires_at > now() and s.last_seen_at > $2
       returning p.id, p.name, p.email, p.role, s.csrf`,
      [idHash, idleSince],
    );
    const row = rows[0];
    if (!row) return null;
    return { person: { id: row.id, name: row.name, email: row.email, role: row.role }, csrf: row.csrf, idHash };
  }

  async end(idHash: string): Promise<void> {
    await this.db.query('delete from sessions where id_hash = $1', [idHash]);
  }

  /** "Sign out everywhere": every session of this person. */
  async endAll(personId: string): Promise<number> {
    return (await this.db.query('delete from sessions where person_id = $1 returning id_hash', [personId])).length;
  }

  async count(personId: string): Promise<number> {
    return (await this.db.query('select 1 from sessions where person_id = $1 and expires_at > now()', [personId])).length;
  }

  /** Ended and idle sessions are deleted now and then (they already refuse to work). */
  async sweep(): Promise<void> {
    await this.db.query('delete from sessions where expires_at <= now() or last_seen_at <= $1', [new Date(Date.now() - this.policy.idleMs).toISOString()]);
  }

  /** The cookie that clears the browser's copy. */
  clearCookie(): string {
    return sessionCookie(this.policy, '', 0);
  }
}
