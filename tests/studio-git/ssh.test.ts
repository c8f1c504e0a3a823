import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteRepo, sshKeyEnv } from '../../src/studio/online/git/index.ts';
import { startGitRemote, type GitRemote } from '../support/git-remote.ts';
import { startSshRemote, type SshRemote } from '../support/ssh-remote.ts';
import { ana, editFirstBlock, pia } from './people.ts';

/** The same workflow over SSH with a deploy key (OpenSSH's sshd on loopback), the host key checked strictly. */
let http: GitRemote;
let ssh: SshRemote;
let scratch: string;

beforeAll(async () => {
  http = await startGitRemote();
  ssh = await startSshRemote(http.bare);
  scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-ssh-'));
});
afterAll(async () => {
  await ssh?.stop();
  await http?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a remote over SSH with a deploy key', () => {
  it('refuses a key it does not know, and a host it cannot check', async () => {
    await expect(openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'wrong'), gitEnv: sshKeyEnv(ssh.wrongKey, ssh.knownHosts) })).rejects.toThrow(/Permission denied/);
    const strangers = path.join(scratch, 'no-such-known-hosts');
    await expect(openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'unknown-host'), gitEnv: sshKeyEnv(ssh.key, strangers) })).rejects.toThrow(/Host key verification failed/);
  });

  it('clones, publishes with the editor as author and pushes to main', async () => {
    const repo = await openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'data'), gitEnv: sshKeyEnv(ssh.key, ssh.knownHosts) });
    const dir = await repo.workspace(ana);
    const headline = editFirstBlock(dir, 'content/pages/index.yaml', 'headline', (old) => `${String(old)} (over SSH)`);
    await repo.submit(ana, 'Headline sent over SSH');
    const [change] = await repo.waiting();
    const { commit } = await repo.publish(change!.id, pia);
    expect(http.git(['rev-parse', 'main']).trim()).toBe(commit);
    expect(http.git(['log', '-1', '--format=%an <%ae>', 'main']).trim()).toBe(`${ana.name} <${ana.email}>`);
    expect((parse(http.git(['show', 'main:content/pages/index.yaml'])) as { blocks: { headline: unknown }[] }).blocks[0]!.headline).toBe(headline);
  });
});
