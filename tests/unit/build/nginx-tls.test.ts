import { describe, expect, it } from 'vitest';
import { createNginxRedirectConfig, createNginxTlsConfig, MOZILLA_INTERMEDIATE_CIPHERS } from '../../../scripts/build/nginx-tls.ts';

// Debian's nginx proves these settings work (tests/hosts/nginx-tls.test.ts); this pins what they say.
describe('nginx TLS and port-80 settings', () => {
  const tls = createNginxTlsConfig();

  it("follow Mozilla's intermediate profile: TLS 1.2 and 1.3, its suites in its order, the client's preference", () => {
    expect(tls).toMatch(/^ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(/^ssl_ciphers (.+);$/m.exec(tls)?.[1]?.split(':')).toEqual([...MOZILLA_INTERMEDIATE_CIPHERS]);
    expect(tls).toMatch(/^ssl_prefer_server_ciphers off;$/m);
    // Only TLS lines: the server block keeps its listen and certificate lines, the site settings their headers.
    const lines = tls.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines.every((l) => l.startsWith('ssl_'))).toBe(true);
    expect(lines.some((l) => /ssl_certificate/.test(l))).toBe(false);
  });

  it('send every plain-http address to the same host, path and query on https, and nothing else', () => {
    const body = createNginxRedirectConfig().split('\n').filter((l) => l && !l.startsWith('#'));
    expect(body).toEqual(['server_tokens off;', 'return 301 https://$host$request_uri;']);
  });
});
