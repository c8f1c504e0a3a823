import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../../src/studio/online/server/accounts.ts';
import { migrate, type Db } from '../../src/studio/online/server/db.ts';
import { cookieName, Sessions } from '../../src/studio/online/server/sessions.ts';
import { testDatabases } from './databases.ts';

const requestWith = (sessions: Sessions, cookie: string) => ({ headers: { cookie: cookie.split(';')[0]!.replace(/^[^=]+/, cookieName(sessions.policy)) } }) as unknown as IncomingMessage;

// The same migrations and account rules on Debian's PostgreSQL and on PGlite.
for (const database of testDatabases()) {
  describe(`accounts on ${database.name}`, () => {
    let db: Db;
    let accounts: Accounts;
    let sessions: Sessions;
    beforeAll(async () => {
      db = await database.open();
      accounts = new Accounts(db);
      sessions = new Sessions(db, { idleMs: 60_000, absoluteMs: 3_600_000, secure: true });
    }, 120_000);
    afterAll(() => database.stop());

    it('runs each migration once', async () => {
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' order by 1");
      expect(tables.map((t) => t.table_name)).toEqual(['audit_log', 'invites', 'passkeys', 'people', 'recovery_codes', 'sessions', 'studio_migrations']);
    });

    it('an invite works once, and keeps only a hash of its token', async () => {
      const invite = await accounts.invite('Ana@Example.com', 'editor', null);
      expect(invite.email).toBe('ana@example.com');
      const stored = await db.query<{ token_hash: string }>('select token_hash from invites');
      expect(stored.map((r) => r.token_hash)).not.toContain(invite.token);
      expect(await accounts.openInvite(invite.token)).toEqual({ email: 'ana@example.com', role: 'editor' });
      const ana = await accounts.acceptInvite(invite.token, crypto.randomUUID());
      expect(ana.role).toBe('editor');
      await expect(accounts.acceptInvite(invite.token, crypto.randomUUID())).rejects.toMatchObject({ status: 410 });
      await expect(accounts.openInvite(invite.token)).rejects.toMatchObject({ status: 410 });
    });

    it('an expired invite no longer works', async () => {
      const invite = await accounts.invite('late@example.com', 'publisher', null, -1);
      await expect(accounts.openInvite(invite.token)).rejects.toMatchObject({ status: 410 });
      await expect(accounts.acceptInvite(invite.token, crypto.randomUUID())).rejects.toMatchObject({ status: 410 });
    });

    it('refuses a bad email address and an unknown role in words', async () => {
      await expect(accounts.invite('not an address', 'editor', null)).rejects.toMatchObject({ status: 422 });
      await expect(accounts.invite('x@example.com', 'owner', null)).rejects.toMatchObject({ status: 422, message: expect.stringContaining('editor, publisher or admin') });
    });

    it('sessions end when idle, at their absolute end, everywhere, and when the person is removed', async () => {
      const admin = await accounts.acceptInvite((await accounts.invite('boss@example.com', 'admin', null)).token, crypto.randomUUID());
      const bo = await accounts.acceptInvite((await accounts.invite('bo@example.com', 'editor', admin)).token, crypto.randomUUID());
      const one = await sessions.start(bo, '127.0.0.1');
      const two = await sessions.start(bo, '127.0.0.1');
      expect(one.cookie).toMatch(/^__Host-studio-session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure$/);
      expect((await sessions.of(requestWith(sessions, one.cookie)))?.person.email).toBe('bo@example.com');
      // Idle: last seen longer ago than the idle limit.
      await db.query("update sessions set last_seen_at = now() - interval '2 minutes'");
      expect(await sessions.of(requestWith(sessions, one.cookie))).toBeNull();
      await db.query('update sessions set last_seen_at = now()');
      // Absolute: past its end however recently used.
      await db.query("update sessions set expires_at = now() - interval '1 second'");
      expect(await sessions.of(requestWith(sessions, two.cookie))).toBeNull();
      await db.query("update sessions set expires_at = now() + interval '1 hour'");
      expect(await sessions.of(requestWith(sessions, two.cookie))).not.toBeNull();
      expect(await sessions.endAll(bo.id)).toBe(2);
      expect(await sessions.of(requestWith(sessions, two.cookie))).toBeNull();
      const three = await sessions.start(bo, '127.0.0.1');
      await accounts.remove(bo.id, admin);
      expect(await sessions.of(requestWith(sessions, three.cookie))).toBeNull();
      expect(await accounts.byId(bo.id)).toBeNull();
    });

    it('keeps an admin: the only admin cannot be removed or demoted', async () => {
      const { people } = await accounts.people();
      const admins = people.filter((p) => p.role === 'admin');
      expect(admins).toHaveLength(1);
      await expect(accounts.remove(admins[0]!.id, admins[0]!)).rejects.toMatchObject({ status: 409 });
      await expect(accounts.setRole(admins[0]!.id, 'editor', admins[0]!)).rejects.toMatchObject({ status: 409 });
    });

    it('a recovery code signs in once', async () => {
      const cy = await accounts.acceptInvite((await accounts.invite('cy@example.com', 'publisher', null)).token, crypto.randomUUID());
      const code = await accounts.newRecoveryCode(cy);
      expect(await accounts.useRecoveryCode('cy@example.com', 'wrong-code')).toBeNull();
      expect((await accounts.useRecoveryCode('CY@example.com', ` ${code.toUpperCase()} `))?.id).toBe(cy.id);
      expect(await accounts.useRecoveryCode('cy@example.com', code)).toBeNull();
    });

    it('logs invites, removals and recovery codes with who and when', async () => {
      const log = await accounts.auditLog();
      expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['invite', 'remove', 'recovery code']));
      const removal = log.find((e) => e.action === 'remove')!;
      expect(removal.who).toContain('boss@example.com');
      expect(removal.detail).toBe('bo@example.com');
      expect(Date.now() - Date.parse(removal.at)).toBeLessThan(60_000);
    });
  });
}
