import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOZILLA_INTERMEDIATE_CIPHERS } from '../../scripts/build/nginx-tls.ts';
import { nginx, type NginxServed } from './engines/nginx.ts';
import { request } from './support/tls.ts';
import type { Served } from './support/process.ts';
import { dist, sitemap } from './support/site.ts';

type Handshake = { ok: true; protocol: string | null; cipher: string } | { ok: false; error: string };

/**
 * What an nginx host adds to the site's settings, on Debian's nginx with a certificate made for the run: the
 * generated TLS settings (Mozilla's intermediate profile), HSTS on the https answers, and the port-80 server.
 */
describe('nginx over https (the generated TLS and port-80 settings)', () => {
  let served: Served & NginxServed;
  beforeAll(async () => {
    served = (await nginx.start(dist)) as Served & NginxServed;
  });
  afterAll(() => served?.stop());

  const handshake = (options: { minVersion?: 'TLSv1' | 'TLSv1.2' | 'TLSv1.3'; maxVersion?: 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3'; ciphers?: string }) =>
    new Promise<Handshake>((resolve) => {
      const { port } = new URL(served.httpsURL);
      const socket = connect({ host: '127.0.0.1', port: Number(port), servername: 'localhost', ca: served.ca, ...options }, () => {
        resolve({ ok: true, protocol: socket.getProtocol(), cipher: socket.getCipher().standardName ?? socket.getCipher().name });
        socket.end();
      });
      socket.on('error', (error) => resolve({ ok: false, error: error.message }));
    });

  it('speaks TLS 1.3 and 1.2 with a suite of the intermediate profile, and refuses TLS 1.0 and 1.1', async () => {
    expect(await handshake({ minVersion: 'TLSv1.3' })).toMatchObject({ ok: true, protocol: 'TLSv1.3' });
    const tls12 = await handshake({ maxVersion: 'TLSv1.2', minVersion: 'TLSv1.2' });
    expect(tls12).toMatchObject({ ok: true, protocol: 'TLSv1.2' });
    // The client lets its security level allow the old protocols, so a refusal is the server's.
    expect(await handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' })).toMatchObject({ ok: false });
  });

  it('accepts each ECDHE suite of the profile its key can use, and no TLS 1.2 suite outside the profile', async () => {
    for (const cipher of MOZILLA_INTERMEDIATE_CIPHERS.filter((c) => c.startsWith('ECDHE-ECDSA-'))) {
      expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: cipher }), cipher).toMatchObject({ ok: true });
    }
    for (const cipher of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384', 'AES128-GCM-SHA256', 'AES256-SHA']) {
      expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: `${cipher}:@SECLEVEL=0` }), cipher).toMatchObject({ ok: false });
    }
  });

  it('sends HSTS for a year with subdomains and without preload, and one policy, on the https answers', async () => {
    for (const { path } of sitemap.slice(0, 3)) {
      const res = await request(served.httpsURL + path, {}, served.ca);
      expect(res.status, path).toBe(200);
      const hsts = res.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, path).toMatch(/includeSubDomains/);
      expect(hsts, path).not.toMatch(/preload/);
      expect((res.headers.get('content-security-policy') ?? '').split(',')).toHaveLength(1);
    }
  });

  it('answers every address on port 80 with one permanent redirect to the same host, path and query on https', async () => {
    for (const path of [sitemap[1]!.path, `${sitemap[1]!.path}?from=ad`, '/no-such-page']) {
      const res = await request(served.redirectURL + path, { host: 'www.example.com' });
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(`https://www.example.com${path}`);
    }
  });
});
