import { StudioError } from '../../server/http.ts';
import type { Db } from './db.ts';
import { hashSecret, newSecret, normaliseCode, recoveryCode } from './tokens.ts';

export type Role = 'admin' | 'publisher' | 'editor';
export const ROLES: Role[] = ['editor', 'publisher', 'admin'];
export interface Person { id: string; name: string; email: string; role: Role }

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as string[]).includes(value);
/** Whether `role` may do what `needed` may (admin > publisher > editor). */
export const atLeast = (role: Role, needed: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(needed);

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

export function checkEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) throw new StudioError(422, 'Give an email address, such as name@example.com.');
  return email;
}

const nameFromEmail = (email: string) => email.split('@')[0]!.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

interface PersonRow { id: string; name: string; email: string; role: Role }
const person = (r: PersonRow): Person => ({ id: r.id, name: r.name, email: r.email, role: r.role });

export interface Invite { token: string; email: string; role: Role; expiresAt: Date }
export interface AuditEntry { at: string; who: string; action: string; detail: string }

/** People, invites and recovery codes (sessions: sessions.ts; passkeys: passkeys.ts). */
export class Accounts {
  constructor(readonly db: Db) {}

  async invite(email: unknown, role: unknown, by: Person | null, days = 7): Promise<Invite> {
    const address = checkEmail(email);
    if (!isRole(role)) throw new StudioError(422, 'The role must be editor, publisher or admin.');
    const token = newSecret();
    const expiresAt = new Date(Date.now() + days * 86_400_000);
    await this.db.query('insert into invites (token_hash, email, role, invited_by, expires_at) values ($1, $2, $3, $4, $5)', [hashSecret(token), address, role, by?.id ?? null, expiresAt.toISOString()]);
    await this.audit(by, 'invite', `${address} as ${role}`);
    return { token, email: address, role, expiresAt };
  }

  /** The open invite behind a link, or a 410 in words (used, expired or unknown are told apart only as "no longer works"). */
  async openInvite(token: unknown): Promise<{ email: string; role: Role }> {
    const rows = typeof token === 'string' && token
      ? await this.db.query<{ email: string; role: Role }>('select email, role from invites where token_hash = $1 and used_at is null and expires_at > now()', [hashSecret(token)])
      : [];
    if (!rows[0]) throw new StudioError(410, 'This invite link no longer works: it was used already or has expired. Ask an admin for a new one.');
    return rows[0];
  }

  /** Uses the invite once (the update that marks it is the lock) and makes or updates its person. */
  async acceptInvite(token: string, id: string): Promise<Person> {
    const used = await this.db.query<{ email: string; role: Role }>(
      'update invites set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning email, role',
      [hashSecret(token)],
    );
    if (!used[0]) throw new StudioError(410, 'This invite link no longer works: it was used already or has expired. Ask an admin for a new one.');
    const { email, role } = used[0];
    const rows = await this.db.query<PersonRow>(
      `insert into people (id, email, name, role) values ($1, $2, $3, $4)
       on conflict (email) do update set role = excluded.role, removed_at = null
       returning id, name, email, role`,
      [id, email, nameFromEmail(email), role],
    );
    return person(rows[0]!);
  }

  async byId(id: string): Promise<Person | null> {
    const rows = await this.db.query<PersonRow>('select id, name, email, role from people where id = $1 and removed_at is null', [id]);
    return rows[0] ? person(rows[0]) : null;
  }

  async byEmail(email: string): Promise<Person | null> {
    const rows = await this.db.query<PersonRow>('select id, name, email, role from people where email = $1 and removed_at is null', [email.trim().toLowerCase()]);
    return rows[0] ? person(rows[0]) : null;
  }

  async people(): Promise<{ people: Person[]; invites: { email: string; role: Role; expiresAt: string }[] }> {
    const people = (await this.db.query<PersonRow>('select id, name, email, role from people where removed_at is null order by created_at')).map(person);
    const invites = await this.db.query<{ email: string; role: Role; expires_at: Date | string }>('select email, role, expires_at from invites where used_at is null and expires_at > now() order by created_at');
    return { people, invites: invites.map((i) => ({ email: i.email, role: i.role, expiresAt: new Date(i.expires_at).toISOString() })) };
  }

  async setRole(id: unknown, role: unknown, by: Person): Promise<Person> {
    if (!isRole(role)) throw new StudioError(422, 'The role must be editor, publisher or admin.');
    const target = typeof id === 'string' ? await this.byId(id) : null;
    if (!target) throw new StudioError(404, 'There is no such person.');
    if (target.role === 'admin' && role !== 'admin') await this.keepAnAdmin(target);
    await this.db.query('update people set role = $2 where id = $1', [target.id, role]);
    await this.audit(by, 'role', `${target.email} is now ${role}`);
    return { ...target, role };
  }

  /** Removes a person: their sessions end at once and their passkeys stop working (the row stays for the log). */
  async remove(id: unknown, by: Person): Promise<void> {
    const target = typeof id === 'string' ? await this.byId(id) : null;
    if (!target) throw new StudioError(404, 'There is no such person.');
    if (target.role === 'admin') await this.keepAnAdmin(target);
    await this.db.query('delete from sessions where person_id = $1', [target.id]);
    await this.db.query('delete from passkeys where person_id = $1', [target.id]);
    await this.db.query('delete from recovery_codes where person_id = $1', [target.id]);
    await this.db.query('update people set removed_at = now() where id = $1', [target.id]);
    await this.audit(by, 'remove', target.email);
  }

  private async keepAnAdmin(target: Person): Promise<void> {
    const admins = await this.db.query('select id from people where role = $1 and removed_at is null and id <> $2', ['admin', target.id]);
    if (!admins.length) throw new StudioError(409, `${target.name} is the only admin: make someone else an admin first.`);
  }

  /** A new recovery code for a person (the old one stops working); shown once, kept as a hash. */
  async newRecoveryCode(who: Person): Promise<string> {
    const code = recoveryCode();
    await this.db.query(
      'insert into recovery_codes (person_id, code_hash) values ($1, $2) on conflict (person_id) do update set code_hash = excluded.code_hash, created_at = now()',
      [who.id, hashSecret(normaliseCode(code))],
    );
    await this.audit(who, 'recovery code', 'made a new recovery code');
    return code;
  }

  /** Signs in with a recovery code, which is then used up. Null when email and code do not match. */
  async useRecoveryCode(email: string, code: string): Promise<Person | null> {
    const who = await this.byEmail(email);
    if (!who) return null;
    const rows = await this.db.query('delete from recovery_codes where person_id = $1 and code_hash = $2 returning person_id', [who.id, hashSecret(normaliseCode(code))]);
    return rows.length ? who : null;
  }

  async audit(who: Person | null, action: string, detail = ''): Promise<void> {
    await this.db.query('insert into audit_log (person_id, who, action, detail) values ($1, $2, $3, $4)', [who?.id ?? null, who ? `${who.name} <${who.email}>` : 'the server', action, detail]);
  }

  async auditLog(limit = 200): Promise<AuditEntry[]> {
    const rows = await this.db.query<{ at: Date | string; who: string; action: string; detail: string }>('select at, who, action, detail from audit_log order by id desc limit $1', [limit]);
    return rows.map((r) => ({ at: new Date(r.at).toISOString(), who: r.who, action: r.action, detail: r.detail }));
  }
}
