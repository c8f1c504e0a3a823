import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsTokenEnv, openSiteRepo } from '../../src/studio/online/git/index.ts';
import { startGitRemote, type GitRemote } from '../support/git-remote.ts';

let remote: GitRemote;
let scratch: string;

beforeAll(async () => {
  remote = await startGitRemote();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'git-remote-test-'));
});
afterAll(async () => {
  await remote?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const lsRemote = (env: Record<string, string>) =>
  execFileSync('git', ['ls-remote', '--', remote.url, 'refs/heads/main'], { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env } });

describe('the test git server (git-http-backend behind nginx, basic auth)', () => {
  it('answers the right credential over HTTP', () => {
    expect(lsRemote(httpsTokenEnv(remote.password, remote.user))).toMatch(/^[0-9a-f]{40}\trefs\/heads\/main$/m);
  });

  it('refuses a wrong credential and none at all', () => {
    expect(() => lsRemote(httpsTokenEnv('not-the-password', remote.user))).toThrow(/401|Authentication failed|could not read Username/);
    expect(() => lsRemote({})).toThrow(/401|Authentication failed|could not read Username/);
  });

  it('will not clone with a wrong credential, and never takes one inside the URL', async () => {
    await expect(openSiteRepo({ remote: remote.url, dataDir: path.join(scratch, 'wrong'), gitEnv: httpsTokenEnv('nope', remote.user) })).rejects.toThrow(/Authentication failed|401|could not read/);
    const withPassword = remote.url.replace('http://', `http://${remote.user}:${remote.password}@`);
    await expect(openSiteRepo({ remote: withPassword, dataDir: path.join(scratch, 'url') })).rejects.toThrow(/password or token in its address/);
  });
});
