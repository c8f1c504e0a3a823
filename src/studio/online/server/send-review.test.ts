import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sentIntoMain, useIdentity } from './send-review.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'send-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// git with no identity of the machine's own (no global or system config, none in the environment).
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^GIT_(AUTHOR|COMMITTER)_/.test(k)));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...env, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' } }).trim();

/** A bare clone with two people's worktrees on their own branches, as the online Studio keeps them. */
function clone(): { ana: string; ben: string } {
  const seed = path.join(dir, 'seed');
  execFileSync('git', ['init', '-q', '-b', 'main', seed]);
  git(seed, '-c', 'user.name=Site', '-c', 'user.email=site@localhost', 'commit', '-q', '--allow-empty', '-m', 'The site');
  const bare = path.join(dir, 'repo.git');
  execFileSync('git', ['clone', '-q', '--bare', seed, bare]);
  git(bare, 'config', 'remote.origin.url', 'https://github.com/agency/site.git');
  const [ana, ben] = [path.join(dir, 'ana'), path.join(dir, 'ben')];
  git(bare, 'worktree', 'add', '-q', '-b', 'studio/people/ana', ana, 'main');
  git(bare, 'worktree', 'add', '-q', '-b', 'studio/people/ben', ben, 'main');
  return { ana, ben };
}

describe('Send for review from an online workspace', () => {
  const { ana, ben } = clone();

  it("commits as the person in their own worktree only (a name with a quote kept as written)", async () => {
    await useIdentity(ana, { name: 'Ana O\'Neil "Editor"', email: 'ana@example.com' });
    expect(git(ana, 'config', 'user.name')).toBe('Ana O\'Neil "Editor"');
    expect(git(ana, 'config', 'user.email')).toBe('ana@example.com');
    expect(() => git(ben, 'config', 'user.email')).toThrow();
    await useIdentity(ben, { name: 'Ben', email: 'ben@example.com' });
    expect(git(ben, 'config', 'user.email')).toBe('ben@example.com');
    expect(git(ana, 'config', 'user.email')).toBe('ana@example.com');
  });

  it('asks to go into main, with the compare page of the person\'s sent branch', async () => {
    const sent = { branch: 'studio/new-headline-20261126-1500', commit: 'c0ffee', into: 'studio/people/ana', reviewUrl: 'https://github.com/agency/site/compare/studio%2Fpeople%2Fana...x', files: ['content/pages/index.yaml'] };
    expect(await sentIntoMain(ana, sent, 'main')).toEqual({
      ...sent,
      into: 'main',
      reviewUrl: 'https://github.com/agency/site/compare/main...studio%2Fnew-headline-20261126-1500?expand=1',
    });
  });

  it('names no compare page for a host it does not know', async () => {
    git(path.join(dir, 'repo.git'), 'config', 'remote.origin.url', 'http://deploy@127.0.0.1:9/site.git');
    const sent = await sentIntoMain(ben, { branch: 'studio/x', commit: 'c0ffee', into: 'studio/people/ben', reviewUrl: 'https://example.com/x', files: [] }, 'main');
    expect(sent).toEqual({ branch: 'studio/x', commit: 'c0ffee', into: 'main', files: [] });
  });
});
