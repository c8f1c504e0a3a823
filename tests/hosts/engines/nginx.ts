import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInfoDir } from '../../../scripts/build/build-info.ts';
import type { HostEngine } from '../support/engine.ts';
import { freePort, startEngine } from '../support/process.ts';

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

/**
 * nginx with the server block settings the build wrote beside dist/, exactly as they are, inside a
 * top-level configuration of the test's own: its pid, logs and temporary files in a temporary
 * folder, listening on a free loopback port, in the foreground.
 */
export const nginx: HostEngine = {
  name: 'nginx (Debian package, the generated settings)',
  repeatedHeaders: 'join',
  otherSpellings: 'redirect',
  gzip: true,
  async start(dist) {
    const binary = ensureNginx();
    const settings = path.join(buildInfoDir(dist), 'nginx.conf');
    const root = /^root "([^"]+)";$/m.exec(readFileSync(settings, 'utf8'))?.[1];
    if (root !== path.resolve(dist)) throw new Error(`${settings} serves ${root}, not ${path.resolve(dist)}: build without NGINX_ROOT for the tests.`);
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    const port = await freePort();
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
    return { ...served, stop: () => served.stop().finally(() => rmSync(prefix, { recursive: true, force: true })) };
  },
};
