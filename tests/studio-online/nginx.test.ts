import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../src/studio/online/server/deploy.ts';
import { startOnlineStudio, type OnlineStudio } from '../../src/studio/online/server/server.ts';
import { freePorts } from '../support/free-port.ts';
import { loadObservatory, type Answer as Scanned } from '../hosts/support/observatory.ts';
import { siteRemote, send } from './fixture.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const dir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
let studio: OnlineStudio;
let nginx: ChildProcess;
let remote: ReturnType<typeof siteRemote>;
let tls: number;
let http: number;
let origin: string;
let ca: Buffer;

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; text: string }

function https(method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', servername: 'localhost', port: tls, method, path: pathname, ca, headers: { host: `localhost:${tls}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  remote = siteRemote();
  let port: number;
  [tls, http, port] = await freePorts(3);
  origin = `https://localhost:${tls}`;
  // A certificate of our own for localhost, as Let's Encrypt's would be for the real host name.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
  ca = readFileSync(path.join(dir, 'cert.pem'));
  studio = await startOnlineStudio(path.resolve(import.meta.dirname, '../..'), { STUDIO_PORT: String(port), STUDIO_ORIGIN: origin, STUDIO_DATA_DIR: path.join(dir, 'data'), STUDIO_REMOTE: remote.dir, STUDIO_TRUST_PROXY: '1', PATH: process.env.PATH }, () => undefined);
  const block = nginxConfig({ domain: 'localhost', dir: '/srv/site', user: 'studio', port, tlsPort: tls, httpPort: http, address: '127.0.0.1', certificate: path.join(dir, 'cert.pem'), certificateKey: path.join(dir, 'key.pem') });
  const temp = (n: string) => `  ${n}_temp_path ${path.join(dir, n)};`;
  writeFileSync(path.join(dir, 'nginx.conf'), ['daemon off;', 'worker_processes 1;', `pid ${dir}/nginx.pid;`, `error_log ${dir}/error.log warn;`, 'events { worker_connections 64; }', 'http {', `  access_log ${dir}/access.log;`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp), block, '}', ''].join('\n'));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await https('GET', '/__studio/signin').then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await studio?.close();
  remote?.remove();
  rmSync(dir, { recursive: true, force: true });
});

describe('the generated nginx block in front of the Studio (Debian nginx, TLS)', () => {
  it('redirects http to https', async () => {
    const answer = await send(http, 'GET', '/__studio', { headers: { host: 'localhost' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${tls}/__studio`);
  });

  it('passes the Studio\'s headers through once: HSTS, one CSP, frame-ancestors, nosniff, no-store', async () => {
    const answer = await https('GET', '/__studio/signin');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const csp = answer.headers['content-security-policy'];
    expect(typeof csp).toBe('string');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.server).toBe('nginx');
  });

  it('signs in over https with a Secure, HttpOnly, SameSite=Strict __Host- cookie', async () => {
    const invite = await studio.accounts.invite('pat@example.com', 'editor', null);
    const pat = await studio.accounts.acceptInvite(invite.token, crypto.randomUUID());
    const code = await studio.accounts.newRecoveryCode(pat);
    const answer = await https('POST', '/__studio/api/auth/recovery', { origin, 'content-type': 'application/json' }, JSON.stringify({ email: 'pat@example.com', code }));
    expect(answer.status).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-studio-session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    const page = await https('GET', '/__studio', { cookie: cookie.split(';')[0]! });
    const token = /<meta name="studio-token" content="([^"]+)">/.exec(page.text)?.[1];
    expect(token).toBeTruthy();
    const session = await https('GET', '/__studio/api/session', { cookie: cookie.split(';')[0]!, 'x-studio-token': token! });
    expect(JSON.parse(session.text)).toMatchObject({ mode: 'online', person: { email: 'pat@example.com', role: 'editor' } });
    // The rate limit saw the client's address as nginx gave it.
    const log = await studio.db.query<{ address: string }>('select address from sessions');
    expect(log.map((r) => r.address)).toContain('127.0.0.1');
  });

  it("grades A+ in Mozilla's HTTP Observatory (its own scoring): the sign-in page, the app page, a sign-in answer with its cookie and an API answer", async () => {
    const observatory = await loadObservatory();
    const invite = await studio.accounts.invite('obs@example.com', 'editor', null);
    const code = await studio.accounts.newRecoveryCode(await studio.accounts.acceptInvite(invite.token, crypto.randomUUID()));
    const signin = await https('POST', '/__studio/api/auth/recovery', { origin, 'content-type': 'application/json' }, JSON.stringify({ email: 'obs@example.com', code }));
    expect(signin.status).toBe(200);
    const cookie = String(signin.headers['set-cookie']).split(';')[0]!;
    const app = await https('GET', '/__studio', { cookie });
    const token = /<meta name="studio-token" content="([^"]+)">/.exec(app.text)![1]!;
    const answers: [string, Answer][] = [
      ['/__studio/signin', await https('GET', '/__studio/signin')],
      ['/__studio', app],
      ['/__studio/api/auth/recovery', signin],
      ['/__studio/api/session', await https('GET', '/__studio/api/session', { cookie, 'x-studio-token': token })],
    ];
    const asScanned = (a: Answer): Scanned => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(a.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
      return { status: a.status, headers, body: a.text };
    };
    const grades: string[] = [];
    for (const [pathname, answer] of answers) {
      expect(answer.status, pathname).toBe(200);
      // The public address on the default ports, as the Observatory would scan it; plain http answered by nginx's port-80 block.
      const address = `https://localhost${pathname}`;
      const cors = await https('OPTIONS', pathname, { origin: 'https://http-observatory.security.mozilla.org', 'access-control-request-method': 'GET' });
      const first = await send(http, 'GET', pathname, { headers: { host: 'localhost' } });
      const location = String(first.headers.location);
      const landed = await https('GET', new URL(location).pathname);
      const graded = observatory.grade({
        address,
        page: asScanned(answer),
        cors: asScanned(cors),
        http: { first: asScanned(first), chain: [{ url: address.replace('https:', 'http:'), status: first.status }, { url: location, status: landed.status }] },
      });
      grades.push(`${pathname}: ${graded.grade} (${graded.score})${graded.findings.length ? `; ${graded.findings.join(' | ')}` : ''}`);
    }
    console.log(`HTTP Observatory ${observatory.version} on the Studio's answers:\n  ${grades.join('\n  ')}`);
    expect(grades.filter((g) => !/^\S+: A\+ /.test(g))).toEqual([]);
    // The scoring can fail: the same sign-in page without its policy and HSTS grades far lower.
    const bare = asScanned(answers[0]![1]);
    bare.headers.delete('content-security-policy');
    bare.headers.delete('strict-transport-security');
    const cors = asScanned(await https('OPTIONS', '/__studio/signin'));
    expect(observatory.grade({ address: 'https://localhost/__studio/signin', page: bare, cors, http: null }).grade).not.toMatch(/^A/);
  });
});
