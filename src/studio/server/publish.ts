import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { base, chosenFiles, EMPTY_TREE, identity, messageOf, NOT_GIT } from './changes.ts';
import { git } from './git.ts';
import { StudioError } from './http.ts';
import { reviewUrl } from './remote.ts';

export interface Sent {
  branch: string;
  commit: string;
  /** The branch the review asks to change (the one this copy is on). */
  into: string;
  /** The page that opens the review (GitHub's compare page, GitLab's new merge request), when the host is known. */
  reviewUrl?: string;
  files: string[];
}

/** A branch name from the message: studio/new-prices-on-the-pricing-page-20261125-1412. */
function branchName(message: string, now: Date): string {
  const words = message.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `studio/${words || 'changes'}-${stamp}`;
}

async function freeBranch(root: string, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? wanted : `${wanted}-${n}`;
    const taken = (await git(root, ['rev-parse', '--verify', '-q', `refs/heads/${name}`], { okCodes: [1] })).trim();
    if (!taken) return name;
  }
}

/** Why a push failed, in plain words (git's own words follow for whoever helps). */
function pushProblem(stderr: string): string {
  const said = stderr.split('\n').filter((l) => l.trim() && !/^hint:/.test(l)).slice(-3).join(' ').trim();
  let why = 'The changes could not be sent.';
  if (/rejected|non-fast-forward|fetch first|hook declined|protected/i.test(stderr)) why = 'The shared copy refused the changes (it may not accept new branches from here).';
  else if (/Authentication|Permission denied|could not read Username|403|401|denied/i.test(stderr)) why = 'The shared copy did not accept this computer\'s sign-in. Ask whoever set up the project to sign this computer in to it.';
  else if (/Could not resolve host|unable to access|Connection|timed out|Network/i.test(stderr)) why = 'The shared copy could not be reached: check the internet connection and try again.';
  else if (/does not appear to be a git repository|not found|No such file/i.test(stderr)) why = 'The shared copy this project points to cannot be found.';
  return `${why} Nothing was lost: your saved changes are still here, and you can try again or commit them instead.${said ? ` (git said: ${said})` : ''}`;
}

/**
 * "Send for review": commits the chosen files to a new branch made from the last commit, without
 * touching the files on disk, the current branch or anything staged, and pushes that branch to
 * `origin`. The changes stay saved here; the review page is where someone approves them.
 */
export async function sendForReview(root: string, isGit: boolean, message: unknown, files: unknown, now = new Date()): Promise<Sent> {
  if (!isGit) throw new StudioError(409, NOT_GIT);
  const text = messageOf(message);
  const remote = (await git(root, ['config', '--get', 'remote.origin.url'], { okCodes: [1] })).trim();
  if (!remote) {
    throw new StudioError(409, 'This copy of the project has no shared copy to send changes to (git has no remote called "origin"). Ask whoever set up the project to connect it, or use Commit to record the changes here.');
  }
  const chosen = await chosenFiles(root, files);
  const head = await base(root);
  const into = (await git(root, ['symbolic-ref', '-q', '--short', 'HEAD'], { okCodes: [1] })).trim() || 'main';
  const branch = await freeBranch(root, branchName(text, now));
  // A throwaway index: the commit is made from the chosen files without touching the real one.
  const gitDir = path.resolve(root, (await git(root, ['rev-parse', '--git-dir'])).trim());
  const index = path.join(gitDir, `studio-send-${process.pid}-${Date.now()}.index`);
  const withIndex = { GIT_INDEX_FILE: index };
  let commitId: string;
  try {
    await gitEnv(root, head === EMPTY_TREE ? ['read-tree', '--empty'] : ['read-tree', head], withIndex);
    const present = chosen.filter((f) => existsSync(path.join(root, f)));
    const gone = chosen.filter((f) => !present.includes(f));
    if (present.length) await gitEnv(root, ['update-index', '--add', '--', ...present], withIndex);
    if (gone.length) await gitEnv(root, ['update-index', '--force-remove', '--', ...gone], withIndex);
    const tree = (await gitEnv(root, ['write-tree'], withIndex)).trim();
    const parents = head === EMPTY_TREE ? [] : ['-p', head];
    commitId = (await git(root, [...(await identity(root)), 'commit-tree', tree, ...parents, '-F', '-'], { input: `${text}\n` })).trim();
    await git(root, ['update-ref', `refs/heads/${branch}`, commitId]);
  } catch (err) {
    throw new StudioError(500, `git could not prepare the changes: ${err instanceof Error ? err.message : String(err)}. Nothing was lost: your saved changes are still here.`);
  } finally {
    rmSync(index, { force: true });
  }
  try {
    await git(root, ['push', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], { timeoutMs: 120_000 });
  } catch (err) {
    // The branch was never shared: it goes, so the next try starts clean (the files are untouched).
    await git(root, ['update-ref', '-d', `refs/heads/${branch}`]).catch(() => undefined);
    throw new StudioError(502, pushProblem(err instanceof Error ? err.message : String(err)));
  }
  const url = reviewUrl(remote, branch, into);
  return { branch, commit: commitId, into, ...(url ? { reviewUrl: url } : {}), files: chosen };
}

const gitEnv = (root: string, args: string[], env: Record<string, string>) => git(root, args, { env });
