import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { StudioError } from '../../server/http.ts';
import { messageOf } from '../../server/changes.ts';
import { mergeMeetingFiles } from './meet.ts';
import { personBranch } from './names.ts';
import { identityEnv, type Repo } from './repo.ts';
import type { Person } from './types.ts';

/** How old the last fetch may be when a workspace is opened (it is opened on every call of the file API). */
const FRESH_MS = 20_000;

/** Where a person's workspace is: their own worktree, on their own branch. */
export const workspaceDir = (repo: Repo, person: Pick<Person, 'id'>): string => path.join(repo.opts.dataDir, 'people', person.id);

/** Whether everything on `ref` is already in main (publishing it would change nothing). */
export async function nothingWaiting(repo: Repo, ref: string): Promise<boolean> {
  const main = await repo.tip(repo.mainRef);
  const merged = (await repo.run(['merge-tree', '--write-tree', '--no-messages', main, ref], { okCodes: [1] })).split('\n')[0]!.trim();
  return merged === (await repo.run(['rev-parse', `${main}^{tree}`])).trim();
}

const unsaved = async (repo: Repo, dir: string) => (await repo.run(['status', '--porcelain', '--untracked-files=all'], { cwd: dir })).trim() !== '';

/**
 * The person's own worktree on branch studio/people/<id>, made from main the first time. When all
 * they did is live already and nothing is saved there, it moves to the newest main, so they start
 * from what visitors see; otherwise it stays as it is (their work is only ever put together with
 * main when it is published).
 */
export async function ensureWorkspace(repo: Repo, person: Person): Promise<string> {
  const branch = personBranch(person.id);
  const dir = workspaceDir(repo, person);
  return repo.locked(async () => {
    await repo.fetchIfOlder(FRESH_MS);
    if (!existsSync(path.join(dir, '.git'))) {
      await repo.run(['worktree', 'prune']);
      const exists = Boolean(await repo.tip(`refs/heads/${branch}`));
      await repo.run(exists ? ['worktree', 'add', '--quiet', '--', dir, branch] : ['worktree', 'add', '--quiet', '-b', branch, '--', dir, repo.mainRef]);
    } else if (!(await unsaved(repo, dir)) && (await nothingWaiting(repo, `refs/heads/${branch}`))) {
      await repo.run(['reset', '--quiet', '--hard', repo.mainRef], { cwd: dir });
    }
    // The build and the review run in the workspace with the Studio's own packages.
    if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(repo.nodeModules, path.join(dir, 'node_modules'), 'dir');
    return dir;
  });
}

/** Commits the person's saved content changes on their branch, with them as the author. */
export async function submitWork(repo: Repo, person: Person, message: string): Promise<{ commit: string }> {
  const text = messageOf(message);
  const dir = await ensureWorkspace(repo, person);
  return repo.locked(async () => {
    await repo.run(['add', '--all', '--', 'content'], { cwd: dir });
    const staged = (await repo.run(['diff', '--cached', '--name-only', '--', 'content'], { cwd: dir })).trim();
    if (!staged) throw new StudioError(409, 'There are no saved changes to send: save a change first.');
    const env = { ...identityEnv('AUTHOR', person), ...identityEnv('COMMITTER', person) };
    await repo.run(['commit', '--quiet', '--no-verify', '-F', '-', '--', 'content'], { cwd: dir, input: `${text}\n`, env });
    return { commit: (await repo.run(['rev-parse', 'HEAD'], { cwd: dir })).trim() };
  });
}

/**
 * After a person's change went live as `published` (one commit on main), their branch takes it in
 * (a merge, their saved files kept), so main is where their work now starts from: an Undo of it
 * later does not bring it back as waiting, and what others published meanwhile reaches them. If
 * their unsaved files are in the way, the branch stays as it was (nothing is lost; it is tried again
 * at their next publish).
 */
export async function catchUp(repo: Repo, person: Pick<Person, 'id'>, published: string, who: { name: string; email: string }): Promise<void> {
  const dir = workspaceDir(repo, person);
  if (!existsSync(path.join(dir, '.git'))) return;
  const env = { ...identityEnv('AUTHOR', who), ...identityEnv('COMMITTER', who) };
  const message = ['-m', 'Brought up to date with what is live'];
  try {
    await repo.run(['merge', '--quiet', '--no-edit', '--no-verify', ...message, published], { cwd: dir, env });
  } catch {
    // Lines that met (this change beside others published before it) go through the field merge, as at publish.
    const inMerge = (await repo.run(['rev-parse', '-q', '--verify', 'MERGE_HEAD'], { cwd: dir, okCodes: [1] })).trim() !== '';
    if (inMerge && !(await mergeMeetingFiles(repo, dir)).length) {
      await repo.run(['commit', '--quiet', '--no-verify', '--no-edit'], { cwd: dir, env });
      return;
    }
    await repo.run(['merge', '--abort'], { cwd: dir }).catch(() => undefined);
  }
}
