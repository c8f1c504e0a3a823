import { randomUUID } from 'node:crypto';
import { StudioError } from '../../server/http.ts';
import { Passkeys } from './passkeys.ts';
import type { Accounts, Person } from './accounts.ts';
import type { RateLimit } from './rate-limit.ts';
import type { Sessions, Session } from './sessions.ts';

export interface AuthDeps {
  accounts: Accounts;
  sessions: Sessions;
  passkeys: Passkeys;
  perAddress: RateLimit;
  perAccount: RateLimit;
  inviteDays: number;
  origin: string;
}

/** What a signed-out call answers: a JSON body and, on sign-in, the session cookie to set. */
export interface AuthAnswer { body: unknown; cookie?: string }

type Body = Record<string, unknown>;
type PublicRoute = (deps: AuthDeps, body: Body, address: string) => Promise<AuthAnswer>;
type SignedInRoute = (deps: AuthDeps, body: Body, session: Session) => Promise<AuthAnswer | unknown>;

export const inviteLink = (origin: string, token: string): string => `${origin}/__studio/signin#invite=${token}`;

async function signedIn(deps: AuthDeps, person: Person, address: string, how: string): Promise<AuthAnswer> {
  const { cookie } = await deps.sessions.start(person, address);
  await deps.accounts.audit(person, 'sign-in', how);
  return { body: { person }, cookie };
}

/** Calls made before a session exists: each is rate-limited per address (and per account where one is named). */
export const publicRoutes: Record<string, PublicRoute> = {
  'POST /auth/invite': async (deps, body, address) => {
    deps.perAddress.check(`addr:${address}`);
    const invite = await deps.accounts.openInvite(body.token);
    return { body: invite };
  },
  'POST /auth/invite/options': async (deps, body, address) => {
    deps.perAddress.check(`addr:${address}`);
    const invite = await deps.accounts.openInvite(body.token);
    const existing = await deps.accounts.byEmail(invite.email);
    return { body: await deps.passkeys.registrationOptions({ id: existing?.id ?? randomUUID(), email: invite.email, name: existing?.name ?? invite.email }) };
  },
  'POST /auth/invite/finish': async (deps, body, address) => {
    deps.perAddress.check(`addr:${address}`);
    if (typeof body.token !== 'string') throw new StudioError(400, 'The request needs the invite.');
    await deps.accounts.openInvite(body.token);
    const key = await deps.passkeys.verifyRegistration(body.ceremony, body.response);
    const person = await deps.accounts.acceptInvite(body.token, key.personId);
    await deps.passkeys.store({ ...key, personId: person.id });
    await deps.accounts.audit(person, 'invite accepted', `as ${person.role}`);
    return signedIn(deps, person, address, 'passkey (new)');
  },
  'POST /auth/signin/options': async (deps, _body, address) => {
    deps.perAddress.check(`addr:${address}`);
    return { body: await deps.passkeys.authenticationOptions() };
  },
  'POST /auth/signin/finish': async (deps, body, address) => {
    deps.perAddress.check(`addr:${address}`);
    deps.perAccount.check(`key:${Passkeys.credentialOf(body.response)}`);
    const person = await deps.passkeys.authenticate(body.ceremony, body.response);
    return signedIn(deps, person, address, 'passkey');
  },
  'POST /auth/recovery': async (deps, body, address) => {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    deps.perAddress.check(`addr:${address}`);
    deps.perAccount.check(`email:${email}`);
    const person = await deps.accounts.useRecoveryCode(email, typeof body.code === 'string' ? body.code : '');
    if (!person) throw new StudioError(401, 'That email address and recovery code do not match.');
    return signedIn(deps, person, address, 'recovery code (now used up)');
  },
};

const admin = (session: Session) => {
  if (session.person.role !== 'admin') throw new StudioError(403, 'Only an admin may manage people and read the log.');
};

/** Calls about one's own account, people (admins) and the log (admins). */
export const accountRoutes: Record<string, SignedInRoute> = {
  'POST /auth/signout': async (deps, _body, session) => {
    await deps.sessions.end(session.idHash);
    return { body: { signedOut: 1 }, cookie: deps.sessions.clearCookie() };
  },
  'POST /auth/signout-everywhere': async (deps, _body, session) => {
    const ended = await deps.sessions.endAll(session.person.id);
    await deps.accounts.audit(session.person, 'sign out everywhere', `${ended} session(s) ended`);
    return { body: { signedOut: ended }, cookie: deps.sessions.clearCookie() };
  },
  'GET /account': async (deps, _body, session) => ({
    person: session.person,
    passkeys: await deps.passkeys.count(session.person.id),
    sessions: await deps.sessions.count(session.person.id),
  }),
  'POST /account/passkey/options': async (deps, _body, session) => deps.passkeys.registrationOptions(session.person),
  'POST /account/passkey/finish': async (deps, body, session) => {
    const key = await deps.passkeys.verifyRegistration(body.ceremony, body.response);
    if (key.personId !== session.person.id) throw new StudioError(403, 'That passkey request was for someone else.');
    await deps.passkeys.store(key);
    await deps.accounts.audit(session.person, 'passkey added');
    return { passkeys: await deps.passkeys.count(session.person.id) };
  },
  'POST /account/recovery-code': async (deps, _body, session) => ({ code: await deps.accounts.newRecoveryCode(session.person) }),
  'GET /people': async (deps, _body, session) => {
    admin(session);
    return deps.accounts.people();
  },
  'POST /people/invite': async (deps, body, session) => {
    admin(session);
    const invite = await deps.accounts.invite(body.email, body.role, session.person, deps.inviteDays);
    return { email: invite.email, role: invite.role, expiresAt: invite.expiresAt.toISOString(), link: inviteLink(deps.origin, invite.token) };
  },
  'POST /people/role': async (deps, body, session) => {
    admin(session);
    return deps.accounts.setRole(body.id, body.role, session.person);
  },
  'POST /people/remove': async (deps, body, session) => {
    admin(session);
    await deps.accounts.remove(body.id, session.person);
    return { removed: body.id };
  },
  'GET /audit': async (deps, _body, session) => {
    admin(session);
    return { entries: await deps.accounts.auditLog() };
  },
};
