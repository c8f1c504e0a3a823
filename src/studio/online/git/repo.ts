import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, type GitOptions } from '../../server/git.ts';
import { branchName, remoteUrl } from './names.ts';
import type { Author, SiteRepoOptions } from './types.ts';

/** How long a fetch or push may take before it is given up (an unreachable host). */
const NETWORK_MS = 60_000;

/**
 * The server's own clone of the site's repository (bare, in dataDir/repo.git), the credential given
 * to every git command as environment, and one lock: git commands that move refs or worktrees run one
 * at a time.
 */
export class Repo {
  readonly gitDir: string;
  readonly main: string;
  readonly remote: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly opts: SiteRepoOptions,
    readonly nodeModules: string,
  ) {
    this.gitDir = path.join(opts.dataDir, 'repo.git');
    this.main = branchName(opts.mainBranch ?? 'main');
    this.remote = remoteUrl(opts.remote);
  }

  /** git in the clone (or in a worktree, with `cwd`), with the credential and never a prompt. */
  run(args: string[], options: GitOptions & { cwd?: string } = {}): Promise<string> {
    return git(options.cwd ?? this.gitDir, args, { ...options, env: { ...this.opts.gitEnv, ...options.env } });
  }

  /** Runs `task` after every task queued before it. */
  locked<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The main branch as the remote has it (after `fetch`). */
  get mainRef(): string {
    return `refs/remotes/origin/${this.main}`;
  }

  async open(): Promise<void> {
    mkdirSync(this.opts.dataDir, { recursive: true });
    if (!existsSync(path.join(this.gitDir, 'HEAD'))) {
      await git(this.opts.dataDir, ['clone', '--bare', '--quiet', '--', this.remote, this.gitDir], { env: this.opts.gitEnv, timeoutMs: 10 * NETWORK_MS });
    }
    await this.run(['config', 'remote.origin.url', this.remote]);
    await this.run(['config', 'remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*']);
    // The build's and review's own folders in a workspace, and the linked packages, are never content.
    await this.run(['config', 'core.excludesFile', path.join(this.gitDir, 'studio-exclude')]);
    writeFileSync(path.join(this.gitDir, 'studio-exclude'), '/node_modules\n/.studio-preview/\n');
    await this.fetch();
  }

  private fetchedAt = 0;

  async fetch(): Promise<void> {
    const started = Date.now();
    await this.run(['fetch', '--quiet', '--prune', 'origin'], { timeoutMs: NETWORK_MS });
    this.fetchedAt = started;
  }

  /** Fetches unless the last fetch is younger than `ms` (opening a workspace should not wait on the network each time). */
  async fetchIfOlder(ms: number): Promise<void> {
    if (Date.now() - this.fetchedAt > ms) await this.fetch();
  }

  /** Pushes a commit to the remote's main branch; resolves false when the remote moved on (someone pushed meanwhile). */
  async pushMain(commit: string): Promise<boolean> {
    try {
      await this.run(['push', '--quiet', '--porcelain', 'origin', `${commit}:refs/heads/${this.main}`], { timeoutMs: NETWORK_MS });
    } catch (err) {
      const said = err instanceof Error ? err.message : String(err);
      if (/rejected|non-fast-forward|fetch first|cannot lock ref|failed to update ref/i.test(said)) return false;
      throw err;
    }
    await this.run(['update-ref', this.mainRef, commit]);
    return true;
  }

  async tip(ref: string): Promise<string> {
    return (await this.run(['rev-parse', '--verify', '-q', `${ref}^{commit}`], { okCodes: [1] })).trim();
  }
}

/** A person as git writes an author or committer: no characters that would break the header. */
export function identityEnv(role: 'AUTHOR' | 'COMMITTER', who: Author): Record<string, string> {
  const clean = (s: string) => s.replace(/[<>\n\r\0]/g, '').trim();
  return { [`GIT_${role}_NAME`]: clean(who.name) || clean(who.email) || 'Studio', [`GIT_${role}_EMAIL`]: clean(who.email) || 'studio@localhost' };
}
