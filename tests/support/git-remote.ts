import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const NGINX = '/usr/sbin/nginx';
const FCGIWRAP = '/usr/sbin/fcgiwrap';
const HTTP_BACKEND = '/usr/lib/git-core/git-http-backend';

/** The project the remote is seeded from: its content and what builds it, as one first commit. */
const PROJECT = path.resolve(import.meta.dirname, '../..');
const PARTS = ['content', 'schemas', 'src', 'scripts', 'index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', '.gitignore'];

export interface GitRemote {
  /** http://127.0.0.1:<port>/site.git (no credential in it). */
  url: string;
  user: string;
  password: string;
  /** The bare repository on disk, to look at what landed (git --git-dir). */
  bare: string;
  /** git on the bare repository itself. */
  git(args: string[]): string;
  stop(): Promise<void>;
}

/** An nginx htpasswd line, salted SHA-1 ({SSHA}), which Debian's nginx reads. */
function htpasswd(user: string, password: string): string {
  const salt = randomBytes(8);
  const digest = createHash('sha1').update(password).update(salt).digest();
  return `${user}:{SSHA}${Buffer.concat([digest, salt]).toString('base64')}\n`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startDetached(command: string, args: string[], cwd: string): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, sleep(5000)]);
}

/**
 * A real git server on loopback: git's own smart HTTP (git-http-backend) behind Debian's nginx through
 * fcgiwrap, with HTTP basic auth, serving a bare repository seeded from this project (one commit on
 * main). Pushes are allowed to the signed-in user; anything without the right credential gets 401.
 */
export async function startGitRemote(): Promise<GitRemote> {
  for (const binary of [NGINX, FCGIWRAP, HTTP_BACKEND]) {
    if (!existsSync(binary)) throw new Error(`The git tests need ${binary}: apt-get install nginx fcgiwrap git (.ci/run installs them).`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'git-remote-'));
  const projects = path.join(dir, 'repos');
  const bare = path.join(projects, 'site.git');
  const seed = path.join(dir, 'seed');
  mkdirSync(seed, { recursive: true });
  for (const part of PARTS) if (existsSync(path.join(PROJECT, part))) cpSync(path.join(PROJECT, part), path.join(seed, part), { recursive: true, filter: (s) => !s.includes(`${path.sep}node_modules`) && !s.includes('.studio-preview') });
  const g = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Site Owner', GIT_AUTHOR_EMAIL: 'owner@example.com', GIT_COMMITTER_NAME: 'Site Owner', GIT_COMMITTER_EMAIL: 'owner@example.com' } });
  g(seed, ['init', '--quiet', '--initial-branch=main']);
  g(seed, ['add', '--all']);
  g(seed, ['commit', '--quiet', '-m', 'The site as the tests start it']);
  g(dir, ['clone', '--quiet', '--bare', seed, bare]);
  g(bare, ['config', 'http.receivepack', 'true']);
  rmSync(seed, { recursive: true, force: true });

  const user = 'deploy';
  const password = randomBytes(18).toString('base64url');
  writeFileSync(path.join(dir, 'htpasswd'), htpasswd(user, password));
  const socket = path.join(dir, 'fcgiwrap.sock');
  const port = await freePort();
  const temp = (name: string) => `  ${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Run by root (CI), nginx's workers would be "nobody" and could not reach this test's private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    client_max_body_size 0;',
      '    location / {',
      '      auth_basic "git";',
      `      auth_basic_user_file ${path.join(dir, 'htpasswd')};`,
      '      include /etc/nginx/fastcgi_params;',
      `      fastcgi_param SCRIPT_FILENAME ${HTTP_BACKEND};`,
      `      fastcgi_param GIT_PROJECT_ROOT ${projects};`,
      '      fastcgi_param GIT_HTTP_EXPORT_ALL "";',
      '      fastcgi_param PATH_INFO $uri;',
      '      fastcgi_param REMOTE_USER $remote_user;',
      `      fastcgi_pass unix:${socket};`,
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const fcgi = startDetached(FCGIWRAP, ['-c', '2', '-s', `unix:${socket}`], dir);
  for (let i = 0; i < 100 && !existsSync(socket); i++) await sleep(50);
  if (!existsSync(socket)) throw new Error(`fcgiwrap did not start: ${fcgi.output()}`);
  chmodSync(socket, 0o777);
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  const web = startDetached(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], dir);
  const url = `http://127.0.0.1:${port}/site.git`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/info/refs?service=git-upload-pack`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer: ${web.output()}`);
      await sleep(100);
    }
  }
  return {
    url,
    user,
    password,
    bare,
    git: (args) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' }),
    stop: async () => {
      await stopGroup(web.child);
      await stopGroup(fcgi.child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
