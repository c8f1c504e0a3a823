import { existsSync } from 'node:fs';
import path from 'node:path';
import { StudioError } from '../../server/http.ts';
import type { Repo } from './repo.ts';

/**
 * The server's own worktree where a publish or an undo is put together and checked before it is
 * pushed (never a person's workspace): detached, reset to the remote's main each time.
 */
export async function stageAtMain(repo: Repo): Promise<{ dir: string; main: string }> {
  const dir = path.join(repo.opts.dataDir, 'stage');
  const main = await repo.tip(repo.mainRef);
  if (!existsSync(path.join(dir, '.git'))) {
    await repo.run(['worktree', 'prune']);
    await repo.run(['worktree', 'add', '--quiet', '--detach', '--', dir, main]);
  }
  await repo.run(['reset', '--quiet', '--hard'], { cwd: dir });
  await repo.run(['checkout', '--quiet', '--detach', '--force', main], { cwd: dir });
  await repo.run(['clean', '--quiet', '-d', '--force', '--', 'content'], { cwd: dir });
  return { dir, main };
}

/** Tries `attempt` against the newest main until its push lands (someone may push meanwhile): fetch, put together again, push. */
export async function pushWithRetries<T>(repo: Repo, attempt: () => Promise<{ commit: string; result: T }>, refusal: string): Promise<T> {
  for (let round = 0; round < 3; round++) {
    await repo.fetch();
    const { commit, result } = await attempt();
    if (await repo.pushMain(commit)) return result;
  }
  throw new StudioError(409, refusal);
}
