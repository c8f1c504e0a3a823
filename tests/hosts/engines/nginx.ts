import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInfoDir } from '../../../scripts/build/build-info.ts';
import type { HostEngine } from '../support/engine.ts';
import { freePorts, startEngine } from '../support/process.ts';
import { makeCertificate, request } from '../support/tls.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/** Debian's nginx, installed with apt when missing and we are root (as .ci/run does). */
function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() === 0) {
    console.log('nginx is missing: installing Debian package "nginx" with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    // Installed, not started: Debian would start it on port 80 for every address (policy-rc.d says no).
    const policy = '/usr/sbin/policy-rc.d';
    const madePolicy = !existsSync(policy);
    if (madePolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } finally {
      if (madePolicy) rmSync(policy, { force: true });
    }
    if (existsSync(NGINX)) return NGINX;
  }
  throw new Error(`The host tests need nginx at ${NGINX}. Install it with: sudo apt-get install nginx (or set NGINX_PATH).`);
}

/** What the nginx engine serves besides the plain-http table server: the https server and the port-80 one. */
export interface NginxServed {
  /** https://127.0.0.1:port of the server block with the generated TLS settings (certificate for localhost). */
  httpsURL: string;
  /** The certificate authority that signed it (PEM). */
  ca: string;
  /** http://127.0.0.1:port of the server block with the generated port-80 settings. */
  redirectURL: string;
}

/**
 * nginx with the server block settings the build wrote beside dist/, exactly as they are, inside a
 * top-level configuration of the test's own: its pid, logs and temporary files in a temporary
 * folder, listening on free loopback ports, in the foreground. Three server blocks, as a host has them:
 * the site on plain http (what the shared table checks), the site on https with the generated TLS
 * settings and a certificate made for the run, and the generated port-80 server.
 */
export const nginx: HostEngine = {
  name: 'nginx (Debian package, the generated settings)',
  repeatedHeaders: 'join',
  otherSpellings: 'redirect',
  gzip: true,
  // The generated port-80 server's answer, asked as a visitor's browser asks it (Host: the public host).
  async plainHttp(served, urlPath, address) {
    const { redirectURL, httpsURL, ca } = served as typeof served & NginxServed;
    const first = await request(redirectURL + urlPath, { host: new URL(address).host });
    const location = first.headers.get('location');
    // Where the redirect leads, answered by the https server block (its certificate is for localhost).
    const landed = location ? await request(httpsURL + new URL(location).pathname, {}, ca) : null;
    return { first, chain: [{ url: address.replace(/^https:/, 'http:'), status: first.status }, ...(location && landed ? [{ url: location, status: landed.status }] : [])] };
  },
  async start(dist) {
    const binary = ensureNginx();
    const settings = path.join(buildInfoDir(dist), 'nginx.conf');
    const root = /^root "([^"]+)";$/m.exec(readFileSync(settings, 'utf8'))?.[1];
    if (root !== path.resolve(dist)) throw new Error(`${settings} serves ${root}, not ${path.resolve(dist)}: build without NGINX_ROOT for the tests.`);
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    const [port, tlsPort, redirectPort] = await freePorts(3);
    const { ca, cert, key } = makeCertificate(prefix);
    const beside = (name: string) => path.join(path.dirname(settings), name);
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(prefix, 'nginx.pid')};`,
        `error_log ${path.join(prefix, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  include ${MIME_TYPES};`,
        '  default_type application/octet-stream;',
        `  access_log ${path.join(prefix, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
        '  server {',
        `    listen 127.0.0.1:${port};`,
        '    server_name localhost;',
        `    include ${settings};`,
        '  }',
        '  server {',
        `    listen 127.0.0.1:${tlsPort} ssl;`,
        '    server_name localhost;',
        `    ssl_certificate ${cert};`,
        `    ssl_certificate_key ${key};`,
        `    include ${beside('nginx-tls.conf')};`,
        `    include ${settings};`,
        '  }',
        '  server {',
        `    listen 127.0.0.1:${redirectPort};`,
        '    server_name localhost;',
        `    include ${beside('nginx-http-redirect.conf')};`,
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    execFileSync(binary, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'pipe' });
    const served = await startEngine({
      name: 'nginx',
      command: binary,
      args: ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
      cwd: prefix,
      env: process.env,
      baseURL: `http://127.0.0.1:${port}`,
      timeoutMs: 30_000,
    });
    const extra: NginxServed = { httpsURL: `https://127.0.0.1:${tlsPort}`, ca, redirectURL: `http://127.0.0.1:${redirectPort}` };
    return { ...served, ...extra, stop: () => served.stop().finally(() => rmSync(prefix, { recursive: true, force: true })) };
  },
};
