import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../src/studio/server/api.ts';
import type { Person } from '../../src/studio/online/server/accounts.ts';
import { accountRoutes, publicRoutes } from '../../src/studio/online/server/auth-routes.ts';
import { gitRoutes } from '../../src/studio/online/git/routes.ts';
import { API_ROLES } from '../../src/studio/online/server/roles.ts';
import { startOnlineStudio, type OnlineStudio } from '../../src/studio/online/server/server.ts';
import { Sessions } from '../../src/studio/online/server/sessions.ts';
import { freePort } from '../support/free-port.ts';
import { send, siteRemote, type Answer } from './fixture.ts';

let studio: OnlineStudio;
let port: number;
let origin: string;
let remote: ReturnType<typeof siteRemote>;
const data = mkdtempSync(path.join(tmpdir(), 'studio-data-'));
const signedIn: Record<string, { person: Person; cookie: string; csrf: string }> = {};

async function signIn(email: string, role: Person['role']) {
  const invite = await studio.accounts.invite(email, role, null);
  const person = await studio.accounts.acceptInvite(invite.token, crypto.randomUUID());
  const sessions = new Sessions(studio.db, { idleMs: 3_600_000, absoluteMs: 86_400_000, secure: false });
  const { cookie, csrf } = await sessions.start(person, '127.0.0.1');
  signedIn[role] = { person, cookie: cookie.split(';')[0]!, csrf };
}

/** A call as the Studio page makes it: its Origin, the session cookie and the page's token. */
function as(role: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const s = signedIn[role]!;
  const raw = Buffer.isBuffer(body);
  return send(port, method, pathname, {
    headers: { origin, cookie: s.cookie, 'x-studio-token': s.csrf, ...(body !== undefined ? { 'content-type': raw ? 'application/octet-stream' : 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  remote = siteRemote();
  port = await freePort();
  origin = `http://localhost:${port}`;
  studio = await startOnlineStudio(path.resolve(import.meta.dirname, '../..'), { STUDIO_PORT: String(port), STUDIO_DATA_DIR: data, STUDIO_REMOTE: remote.dir, STUDIO_TRUST_PROXY: '1', PATH: process.env.PATH }, () => undefined);
  for (const role of ['admin', 'publisher', 'editor'] as const) await signIn(`${role}@example.com`, role);
});
afterAll(async () => {
  await studio?.close();
  remote?.remove();
  rmSync(data, { recursive: true, force: true });
});

describe('the online Studio refuses', () => {
  it('a signed-out request to every API path with 401', async () => {
    // The shared API, the account calls and every call of the git side (mounted under /online/), from their own tables.
    const online = Object.keys(gitRoutes).map((k) => k.replace(' /', ' /online/'));
    const paths = [...Object.keys(handlers), ...Object.keys(accountRoutes), ...online, 'GET /no-such-call'];
    expect(online).toEqual(expect.arrayContaining(['POST /online/publish', 'POST /online/undo', 'POST /online/preview', 'GET /online/waiting', 'GET /online/published']));
    for (const key of paths) {
      const [method, route] = key.split(' ') as [string, string];
      const answer = await send(port, method, `/__studio/api${route}`, { headers: { origin, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, key).toBe(401);
    }
    expect(Object.keys(publicRoutes).every((k) => k.startsWith('POST /auth/'))).toBe(true);
  });

  it('every call of the shared API has a role decided (a new one is for admins until listed)', () => {
    expect(Object.keys(handlers).filter((k) => !(k in API_ROLES))).toEqual([]);
    expect(gitRoutes['POST /publish']!.role).toBe('publisher');
    expect(gitRoutes['POST /undo']!.role).toBe('publisher');
    expect(gitRoutes['GET /waiting']!.role).toBe('publisher');
    expect(gitRoutes['POST /preview']!.role).toBe('editor');
  });

  it('the wrong role with 403', async () => {
    expect((await as('editor', 'GET', '/__studio/api/people')).status).toBe(403);
    expect((await as('editor', 'POST', '/__studio/api/people/invite', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    expect((await as('publisher', 'GET', '/__studio/api/audit')).status).toBe(403);
    expect((await as('editor', 'POST', '/__studio/api/people/remove', { id: signedIn.admin!.person.id })).status).toBe(403);
    expect((await as('admin', 'GET', '/__studio/api/people')).status).toBe(200);
    // Every publisher's call, of the git side and of the shared API, from their tables: an editor is refused each.
    const publishers = [
      ...Object.entries(gitRoutes).filter(([, r]) => r.role === 'publisher').map(([k]) => k.replace(' /', ' /online/')),
      ...Object.entries(API_ROLES).filter(([, role]) => role === 'publisher').map(([k]) => k),
    ];
    expect(publishers).toEqual(expect.arrayContaining(['POST /online/publish', 'POST /online/undo', 'GET /online/waiting', 'GET /online/published']));
    for (const key of publishers) {
      const [method, route] = key.split(' ') as [string, string];
      expect((await as('editor', method, `/__studio/api${route}`, method === 'POST' ? {} : undefined)).status, key).toBe(403);
    }
  });

  it('another site: a foreign Origin, a POST without Origin, a cross-site fetch', async () => {
    expect((await as('admin', 'GET', '/__studio/api/files', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    const s = signedIn.admin!;
    const noOrigin = await send(port, 'POST', '/__studio/api/check', { headers: { cookie: s.cookie, 'x-studio-token': s.csrf, 'content-type': 'application/json' }, body: '{}' });
    expect(noOrigin.status).toBe(403);
    expect((await as('admin', 'GET', '/__studio/api/files', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('a request without the page token (CSRF) or with another session\'s', async () => {
    const s = signedIn.editor!;
    const without = await send(port, 'GET', '/__studio/api/files', { headers: { origin, cookie: s.cookie } });
    expect(without.status).toBe(403);
    expect((await as('editor', 'GET', '/__studio/api/files', undefined, { 'x-studio-token': signedIn.admin!.csrf })).status).toBe(403);
  });

  it('a form post (what another site can send without asking)', async () => {
    const s = signedIn.editor!;
    const form = await send(port, 'POST', '/__studio/api/save', { headers: { origin, cookie: s.cookie, 'x-studio-token': s.csrf, 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=x' });
    expect(form.status).toBe(403);
  });

  it('another host name (DNS rebinding) with 421', async () => {
    const answer = await send(port, 'GET', '/__studio/signin', { headers: { host: `attacker.example:${port}` } });
    expect(answer.status).toBe(421);
  });

  it('too many sign-in attempts from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await send(port, 'POST', '/__studio/api/auth/recovery', { headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' }, body: JSON.stringify({ email: `p${i}@example.com`, code: 'x' }) })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('too many sign-in attempts on one account, from many addresses, with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await send(port, 'POST', '/__studio/api/auth/recovery', { headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` }, body: JSON.stringify({ email: 'editor@example.com', code: 'guess' }) })).status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('an SVG with script, bytes that are no picture, and a picture over the size limit', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await as('editor', 'POST', '/__studio/api/upload?name=x.svg', svg)).status).toBe(415);
    expect((await as('editor', 'POST', '/__studio/api/upload?name=x.png', Buffer.from('#!/bin/sh\necho not a picture\n'))).status).toBe(415);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await as('editor', 'POST', '/__studio/api/upload?name=big.png', big)).status).toBe(413);
  });

  it('paths that leave content/ (the API, the app files and the pictures)', async () => {
    const read = await as('editor', 'GET', `/__studio/api/file?path=${encodeURIComponent('content/../../../../etc/passwd')}`);
    expect(read.status).toBeGreaterThanOrEqual(400);
    expect(read.text).not.toContain('root:');
    for (const p of ['/__studio/assets/..%2f..%2f..%2fpackage.json', '/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/schemas/page.schema.json']) {
      const answer = await as('editor', 'GET', p);
      expect(answer.status, p).toBe(404);
    }
  });

  it('user text as a git option', async () => {
    const marker = path.join(data, 'pwned');
    const answer = await as('editor', 'POST', '/__studio/api/commit', { message: `--output=${marker}`, files: [`--output=${marker}`] });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('the online Studio', () => {
  it('answers the session call with the person signed in (npm start\'s Studio answers local)', async () => {
    expect(await handlers['GET /session']!({} as never, {} as never)).toEqual({ mode: 'local' });
    const answer = await as('publisher', 'GET', '/__studio/api/session');
    expect(answer.json).toEqual({ mode: 'online', person: signedIn.publisher!.person });
  });

  it('sends its strict headers: one CSP without inline script, frame-ancestors, no-store for private data', async () => {
    for (const p of ['/__studio/api/files', '/__studio', '/__studio/signin']) {
      const answer = await as('editor', 'GET', p);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, p).toContain("script-src 'self'");
      const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d]));
      // No inline script or style element anywhere; style attributes only (React sets them).
      expect(directives['script-src']).toBe("script-src 'self'");
      expect(directives['style-src']).toBe("style-src 'self'");
      expect(csp.match(/unsafe-inline/g)).toEqual(['unsafe-inline']);
      expect(directives['style-src-attr']).toBe("style-src-attr 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("default-src 'none'");
      expect(answer.headers['cache-control'], p).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await as('editor', 'GET', '/__studio');
    expect(page.text).toContain(`<meta name="studio-token" content="${signedIn.editor!.csrf}">`);
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('sends the signed-out to the sign-in page', async () => {
    const answer = await send(port, 'GET', '/__studio');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/__studio/signin');
  });

  it('saves in the person\'s own workspace and logs it', async () => {
    const file = await as('editor', 'GET', `/__studio/api/file?path=${encodeURIComponent('content/site.yaml')}`);
    expect(file.status).toBe(200);
    const saved = await as('editor', 'POST', '/__studio/api/save', { path: 'content/site.yaml', text: file.json.text + '\n', baseHash: file.json.hash });
    expect(saved.status, saved.text).toBe(200);
    const log = await as('admin', 'GET', '/__studio/api/audit');
    expect(log.json.entries[0]).toMatchObject({ action: 'save', detail: 'content/site.yaml', who: expect.stringContaining('editor@example.com') });
  });

  it('ends a removed person\'s sessions at once, and "sign out everywhere" ends all of one\'s own', async () => {
    await signIn('gone@example.com', 'editor');
    const gone = signedIn.editor!;
    expect((await as('editor', 'GET', '/__studio/api/files')).status).toBe(200);
    expect((await as('admin', 'POST', '/__studio/api/people/remove', { id: gone.person.id })).status).toBe(200);
    expect((await as('editor', 'GET', '/__studio/api/files')).status).toBe(401);
    const out = await as('publisher', 'POST', '/__studio/api/auth/signout-everywhere', {});
    expect(out.json).toEqual({ signedOut: 1 });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await as('publisher', 'GET', '/__studio/api/session')).status).toBe(401);
  });
});
