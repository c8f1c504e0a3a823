import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { checkCaller } from './guard.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

/** A raw request, so that Host can be anything (as after DNS rebinding). */
function raw(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(studio.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const own = () => new URL(studio.url).host;

describe('the Studio page', () => {
  it('carries the per-run token, cannot be framed by other sites and is not cached', async () => {
    const res = await fetch(`${studio.url}/__studio`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain(`<meta name="studio-token" content="${studio.token}">`);
  });

  it('is refused at a host name that is not the dev server own (DNS rebinding)', async () => {
    const res = await raw('/__studio', { headers: { Host: `attacker.example:${new URL(studio.url).port}` } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain(studio.token);
  });
});

describe('the Studio API refuses', () => {
  const token = () => ({ 'X-Studio-Token': studio.token, Host: own() });

  it('a request without the token, or with a wrong one', async () => {
    for (const headers of [{ Host: own() }, { Host: own(), 'X-Studio-Token': 'guessed' }] as Record<string, string>[]) {
      const res = await raw('/__studio/api/files', { headers });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).error).toMatch(/Studio token/);
    }
  });

  it('a rebinding host name even with the token', async () => {
    const res = await raw('/__studio/api/files', { headers: { ...token(), Host: `attacker.example:${new URL(studio.url).port}` } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('content/pages');
  });

  it('a request from another origin', async () => {
    for (const origin of ['https://attacker.example', 'http://localhost:1', 'null']) {
      const res = await raw('/__studio/api/files', { headers: { ...token(), Origin: origin } });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).error).toMatch(/other sites/);
    }
    const ok = await raw('/__studio/api/files', { headers: { ...token(), Origin: studio.url } });
    expect(ok.status).toBe(200);
  });

  it('a request the browser marks as cross-site', async () => {
    const res = await raw('/__studio/api/files', { headers: { ...token(), 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('form submissions (the content types another site can post without asking)', async () => {
    const text = 'path=content/pages/about.yaml';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      for (const endpoint of ['save', 'commit', 'upload?name=x.png']) {
        const res = await raw(`/__studio/api/${endpoint}`, { method: 'POST', headers: { ...token(), 'Content-Type': type }, body: text });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.body).error).toMatch(/Form submissions/);
      }
    }
  });

  it('another site reading the page (and its token) or the API: no CORS permission is granted', async () => {
    const preflight = await fetch(`${studio.url}/__studio/api/save`, { method: 'OPTIONS', headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Another dev server on this machine is "localhost" too, yet not the Studio.
    const page = await raw('/__studio', { headers: { Host: own(), Origin: 'http://localhost:3000' } });
    expect(page.status).toBe(403);
    expect(page.body).not.toContain(studio.token);
    const api = await fetch(`${studio.url}/__studio/api/files`, { headers: { 'X-Studio-Token': studio.token, Origin: 'http://localhost:3000' } });
    expect(api.status).toBe(403);
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('unknown endpoints and methods, with a JSON error', async () => {
    expect((await studio.api('GET', 'nothing')).status).toBe(404);
    const wrong = await studio.api('GET', 'save');
    expect(wrong.status).toBe(405);
    expect(wrong.json.error).toBe('GET is not accepted here.');
  });
});

describe('checkCaller', () => {
  const fake = (remoteAddress: string, headers: Record<string, string>) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const options = { port: () => 5173, token: 't' };
  it('refuses a host name that is not the dev server own, even if Vite let it through (allowedHosts)', () => {
    expect(() => checkCaller(fake('127.0.0.1', { host: 'attacker.example:5173' }), options)).toThrow(/only answers at its own address/);
    expect(() => checkCaller(fake('127.0.0.1', { host: '127.0.0.1:5174' }), options)).toThrow(/own address/);
  });
  it('refuses a peer that is not this computer', () => {
    expect(() => checkCaller(fake('192.168.1.20', { host: '127.0.0.1:5173' }), options)).toThrow(/only answers requests from this computer/);
  });
  it('accepts loopback at 127.0.0.1 and localhost, IPv4 and IPv6', () => {
    for (const [address, host] of [['127.0.0.1', '127.0.0.1:5173'], ['::1', 'localhost:5173'], ['::ffff:127.0.0.1', 'localhost:5173']]) {
      expect(() => checkCaller(fake(address!, { host: host! }), options)).not.toThrow();
    }
  });
});
