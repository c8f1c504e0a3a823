import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsTokenEnv, openSiteRepo, sshKeyEnv, type SiteRepo } from '../../src/studio/online/git/index.ts';
import { StudioError } from '../../src/studio/server/http.ts';
import { startGitRemote, type GitRemote } from '../support/git-remote.ts';
import { startSshRemote, type SshRemote } from '../support/ssh-remote.ts';
import { ana, ben, cho, editFirstBlock, eve, headline, pia } from './people.ts';

/**
 * Two editors at once, publish, a push that loses a race, a change that fails validation, and undo,
 * all against a real git server over HTTP with a credential (tests/support/git-remote.ts); then the
 * same repository over SSH with a deploy key. The steps build on each other, in order.
 */
let remote: GitRemote;
let repo: SiteRepo;
let scratch: string;
const HOME = 'content/pages/index.yaml';
const WORK = 'content/pages/how-we-work.yaml';

beforeAll(async () => {
  remote = await startGitRemote();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-git-'));
  repo = await openSiteRepo({ remote: remote.url, dataDir: path.join(scratch, 'data'), gitEnv: httpsTokenEnv(remote.password, remote.user) });
});
afterAll(async () => {
  await remote?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const onMain = (file: string) => parse(remote.git(['show', `main:${file}`])) as { blocks: Record<string, unknown>[] };
const lastOnMain = () => remote.git(['log', '-1', '--format=%an|%ae|%cn|%ce|%s', 'main']).trim().split('|');
const refusal = async (work: Promise<unknown>): Promise<StudioError> => {
  const err = await work.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(StudioError);
  return err as StudioError;
};

/** Someone else pushes to main while the server is pushing: the remote's pre-receive hook pushes their commit first, once. */
function raceOnce(edit: (dir: string) => void): string {
  const other = path.join(scratch, `someone-${Date.now()}`);
  execFileSync('git', ['clone', '--quiet', remote.bare, other]);
  edit(other);
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Someone Else', GIT_AUTHOR_EMAIL: 'someone@example.com', GIT_COMMITTER_NAME: 'Someone Else', GIT_COMMITTER_EMAIL: 'someone@example.com' };
  execFileSync('git', ['commit', '--quiet', '-am', 'Pushed from elsewhere meanwhile'], { cwd: other, env });
  const mark = path.join(other, '.raced');
  const hook = path.join(remote.bare, 'hooks', 'pre-receive');
  writeFileSync(hook, `#!/bin/sh\ncat >/dev/null\n[ -e '${mark}' ] && exit 0\ntouch '${mark}'\nenv -i PATH="$PATH" HOME="${os.homedir()}" git -C '${other}' push -q origin HEAD:main >&2\nexit 0\n`);
  chmodSync(hook, 0o755);
  return (execFileSync('git', ['rev-parse', 'HEAD'], { cwd: other, encoding: 'utf8' }) as string).trim();
}

describe('the Studio online on a real remote', () => {
  let anaDir: string;
  let benDir: string;
  let eveDir: string;
  let anaHeadline: unknown;

  it('gives two editors their own workspaces: neither sees the other\'s unpublished work', async () => {
    [anaDir, benDir, eveDir] = await Promise.all([repo.workspace(ana), repo.workspace(ben), repo.workspace(eve)]);
    expect(anaDir).not.toBe(benDir);
    const before = headline(benDir, HOME);
    anaHeadline = editFirstBlock(anaDir, HOME, 'headline', (old) => `${String(old)} (Ana)`);
    const benHeadline = editFirstBlock(benDir, WORK, 'headline', (old) => `${String(old)} (Ben)`);
    expect(headline(benDir, HOME)).toBe(before);
    expect(headline(anaDir, WORK)).not.toBe(benHeadline);
    await repo.submit(ana, 'A sharper headline on the home page');
    await repo.submit(ben, 'Clearer steps on how we work');
    expect(headline(benDir, HOME)).toBe(before);
    expect(execFileSync('git', ['log', '-1', '--format=%an <%ae>'], { cwd: anaDir, encoding: 'utf8' }).trim()).toBe(`${ana.name} <${ana.email}>`);
  });

  it('lists the changes waiting, each with its words, files and author; nothing reached the remote yet', async () => {
    const waiting = await repo.waiting();
    expect(waiting.map((w) => [w.personId, w.author.email, w.words, w.files, w.conflicts]).sort()).toEqual([
      ['ana', ana.email, ['A sharper headline on the home page'], [HOME], false],
      ['ben', ben.email, ['Clearer steps on how we work'], [WORK], false],
    ]);
    expect(onMain(HOME).blocks[0]!.headline).not.toBe(anaHeadline);
  });

  it('publishes a change to the remote\'s main with the editor as author, in under 5 s', async () => {
    const change = (await repo.waiting()).find((w) => w.personId === 'ana')!;
    const started = Date.now();
    const { commit } = await repo.publish(change.id, pia);
    const ms = Date.now() - started;
    // The budget is for 2 cores doing this alone; on a machine shared far past its cores (load above 4
    // per core) it is doubled, and says so, rather than failing for someone else's work.
    const crowded = os.loadavg()[0]! > 4 * os.cpus().length;
    console.log(`publish pushed in ${ms} ms${crowded ? ` (load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores: budget doubled)` : ''}`);
    expect(ms).toBeLessThan(crowded ? 10_000 : 5000);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(commit);
    expect(lastOnMain()).toEqual([ana.name, ana.email, pia.name, pia.email, 'A sharper headline on the home page']);
    expect(onMain(HOME).blocks[0]!.headline).toBe(anaHeadline);
    expect((await repo.waiting()).map((w) => w.personId)).toEqual(['ben']);
    // Ben still does not see it until his own work is live.
    expect(headline(benDir, HOME)).not.toBe(anaHeadline);
  });

  it('when someone pushed to main meanwhile, fetches, merges and publishes: nothing is lost', async () => {
    const theirs = raceOnce((dir) => editFirstBlock(dir, 'content/pages/about.yaml', 'eyebrow', (old) => `${String(old)} (elsewhere)`));
    const change = (await repo.waiting()).find((w) => w.personId === 'ben')!;
    const { commit } = await repo.publish(change.id, pia);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(commit);
    expect(remote.git(['rev-parse', 'main~1']).trim()).toBe(theirs);
    expect(String(onMain('content/pages/about.yaml').blocks[0]!.eyebrow)).toMatch(/\(elsewhere\)$/);
    expect(String(onMain(WORK).blocks[0]!.headline)).toMatch(/\(Ben\)$/);
    expect(onMain(HOME).blocks[0]!.headline).toBe(anaHeadline);
    expect(lastOnMain().slice(0, 2)).toEqual([ben.name, ben.email]);
  });

  it('puts together two editors\' changes to neighbouring lines of the same page (the Studio\'s field merge)', async () => {
    // Eve's workspace was made before Ana's headline went live; she changes the line above it.
    const eyebrow = editFirstBlock(eveDir, HOME, 'eyebrow', (old) => `${String(old)} (Eve)`);
    expect(headline(eveDir, HOME)).not.toBe(anaHeadline);
    await repo.submit(eve, 'A new eyebrow on the home page');
    const change = (await repo.waiting()).find((w) => w.personId === 'eve')!;
    expect(change.conflicts).toBe(true);
    await repo.publish(change.id, pia);
    expect(onMain(HOME).blocks[0]!).toMatchObject({ eyebrow, headline: anaHeadline });
    expect(lastOnMain().slice(0, 2)).toEqual([eve.name, eve.email]);
  });

  it('refuses in words when the push raced a change to the same words, and keeps both', async () => {
    const choDir = await repo.workspace(cho);
    const mine = editFirstBlock(choDir, WORK, 'headline', (old) => `${String(old)} (Cho)`);
    await repo.submit(cho, 'Headline for how we work, again');
    const theirs = raceOnce((dir) => editFirstBlock(dir, WORK, 'headline', (old) => `${String(old)} (elsewhere)`));
    const change = (await repo.waiting()).find((w) => w.personId === 'cho')!;
    const err = await refusal(repo.publish(change.id, pia));
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/cannot be published as it is.*\(on the page \/how-we-work\)\. Nothing was published/);
    expect(err.message).not.toMatch(/merge|commit|branch|rebase/i);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(theirs);
    expect((await repo.waiting()).find((w) => w.personId === 'cho')).toMatchObject({ id: change.id, conflicts: true });
    expect(headline(choDir, WORK)).toBe(mine);
  });

  it('refuses a change that fails validation, in a plain sentence, and pushes nothing', async () => {
    const dir = await repo.workspace(ana);
    editFirstBlock(dir, HOME, 'type', () => 'no-such-block');
    await repo.submit(ana, 'A broken block');
    const before = remote.git(['rev-parse', 'main']).trim();
    const change = (await repo.waiting()).find((w) => w.personId === 'ana')!;
    const err = await refusal(repo.publish(change.id, pia));
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/^This change cannot go live because of a mistake on the page \/: .+ Nothing was published/);
    expect(err.message).not.toMatch(/content\/pages|\.yaml|ajv|schema/i);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(before);
  });

  it('lists what went live, and Undo pushes a revert by the publisher', async () => {
    const published = await repo.published();
    const anas = published.find((p) => p.author.email === ana.email)!;
    expect(anas).toMatchObject({ kind: 'publish', words: 'A sharper headline on the home page', publishedBy: { name: pia.name, email: pia.email } });
    expect(published.map((p) => p.author.email)).toEqual([eve.email, ben.email, ana.email]);
    const { commit } = await repo.undo(anas.commit, pia);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(commit);
    expect(lastOnMain().slice(0, 4)).toEqual([pia.name, pia.email, pia.name, pia.email]);
    expect(onMain(HOME).blocks[0]!.headline).not.toBe(anaHeadline);
    // Eve's change to the line next to it, published later, stays (the revert is put together with it).
    expect(String(onMain(HOME).blocks[0]!.eyebrow)).toMatch(/\(Eve\)$/);
    expect(String(onMain(WORK).blocks[0]!.headline)).toMatch(/\(elsewhere\)$/);
    const after = await repo.published();
    expect(after[0]).toMatchObject({ kind: 'undo', undoes: anas.commit, publishedBy: { email: pia.email } });
    expect(after.find((p) => p.commit === anas.commit)?.undoneBy).toBe(commit);
    expect((await refusal(repo.undo(anas.commit, pia))).message).toBe('This change was undone already.');
    // An undone change does not come back as waiting: its author's work now starts from what went live.
    const eves = after.find((p) => p.author.email === eve.email)!;
    await repo.undo(eves.commit, pia);
    expect(String(onMain(HOME).blocks[0]!.eyebrow)).not.toMatch(/\(Eve\)/);
    expect((await repo.waiting()).map((w) => w.personId).sort()).toEqual(['ana', 'cho']);
    expect(existsSync(path.join(scratch, 'data', 'repo.git'))).toBe(true);
  });
});

// In this file rather than its own: the content checker's schemas are compiled once per test file.
describe('the same remote over SSH with a deploy key (OpenSSH on loopback, the host key checked strictly)', () => {
  let ssh: SshRemote;
  beforeAll(async () => {
    ssh = await startSshRemote(remote.bare);
  });
  afterAll(async () => {
    await ssh?.stop();
  });

  it('refuses a key it does not know, and a host it cannot check', async () => {
    await expect(openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'ssh-wrong'), gitEnv: sshKeyEnv(ssh.wrongKey, ssh.knownHosts) })).rejects.toThrow(/Permission denied/);
    const strangers = path.join(scratch, 'no-such-known-hosts');
    await expect(openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'ssh-unknown-host'), gitEnv: sshKeyEnv(ssh.key, strangers) })).rejects.toThrow(/Host key verification failed/);
  });

  it('clones, publishes with the editor as author and pushes to main', async () => {
    const overSsh = await openSiteRepo({ remote: ssh.url, dataDir: path.join(scratch, 'ssh'), gitEnv: sshKeyEnv(ssh.key, ssh.knownHosts) });
    const dir = await overSsh.workspace(ben);
    const value = editFirstBlock(dir, 'content/pages/about.yaml', 'headline', (old) => `${String(old)} (over SSH)`);
    await overSsh.submit(ben, 'Headline sent over SSH');
    const [change] = await overSsh.waiting();
    const { commit } = await overSsh.publish(change!.id, pia);
    expect(remote.git(['rev-parse', 'main']).trim()).toBe(commit);
    expect(lastOnMain().slice(0, 2)).toEqual([ben.name, ben.email]);
    expect(onMain('content/pages/about.yaml').blocks[0]!.headline).toBe(value);
  });
});
