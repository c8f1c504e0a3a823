import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

/** Runs git in `root` and returns its output; throws with git's own message. */
export function git(root: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
}

const tryGit = (root: string, args: string[]): string | undefined => {
  try {
    return git(root, args).trim();
  } catch {
    return undefined;
  }
};

/** The commit a ref names, or undefined when it names none. */
export const commitOf = (root: string, ref: string): string | undefined => tryGit(root, ['rev-parse', '--verify', '-q', `${ref}^{commit}`]);

/** The main branch to compare with: origin/main when the remote has one (CI), else main. */
export function mainBranch(root: string): string | undefined {
  return ['origin/main', 'main'].find((ref) => commitOf(root, ref));
}

export class ReviewGitProblem extends Error {}

/**
 * The commit to compare with: the ref given, or where HEAD left the main branch (their merge base),
 * so a pull request is compared with what it started from, not with what main has gained since.
 */
export function resolveBase(root: string, ref?: string): { ref: string; sha: string } {
  if (tryGit(root, ['rev-parse', '--is-inside-work-tree']) !== 'true') {
    throw new ReviewGitProblem(`${root} is not a git checkout: the review compares two versions of the site from git.`);
  }
  if (ref) {
    const sha = commitOf(root, ref);
    if (!sha) throw new ReviewGitProblem(`"${ref}" is not a commit, branch or tag of this repository (try a branch name such as main, or run git fetch first).`);
    return { ref, sha };
  }
  const main = mainBranch(root);
  if (!main) throw new ReviewGitProblem('There is no main branch to compare with: name the version to compare with, for example npm run review -- --base HEAD~1');
  const sha = tryGit(root, ['merge-base', 'HEAD', main]);
  if (!sha) throw new ReviewGitProblem(`HEAD and ${main} have no commit in common: name the version to compare with (--base <ref>).`);
  return { ref: `where HEAD left ${main}`, sha };
}

export interface ChangedFile {
  path: string;
  status: 'added' | 'modified' | 'deleted';
}

const nulSplit = (out: string) => out.split('\0').filter(Boolean);

/**
 * Files under `folder` that differ between the base commit and the head (a commit, or the working
 * tree with its uncommitted and untracked files), sorted by path. Renames count as a removal and an addition.
 */
export function changedFiles(root: string, base: string, head: string | undefined, folder = 'content'): ChangedFile[] {
  const range = head ? [base, head] : [base];
  const listed = nulSplit(git(root, ['diff', '--name-status', '--no-renames', '-z', '--relative', ...range, '--', folder]));
  const out: ChangedFile[] = [];
  for (let i = 0; i + 1 < listed.length; i += 2) {
    const code = listed[i]!;
    out.push({ path: listed[i + 1]!, status: code === 'A' ? 'added' : code === 'D' ? 'deleted' : 'modified' });
  }
  if (!head) {
    for (const file of nulSplit(git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', folder]))) out.push({ path: file, status: 'added' });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** A file's text at a commit (path relative to `root`), or undefined when the commit has no such file. */
export const fileAt = (root: string, sha: string, file: string): string | undefined => {
  try {
    return git(root, ['show', `${sha}:./${file}`]);
  } catch {
    return undefined;
  }
};

/** Whether the working tree differs from HEAD anywhere git sees (uncommitted or untracked files). */
export const workingTreeIsClean = (root: string): boolean => tryGit(root, ['status', '--porcelain']) === '';

/** The folder of `root` inside its repository ('' at the top), so a commit's files are unpacked the same way. */
export const prefixOf = (root: string): string => tryGit(root, ['rev-parse', '--show-prefix']) ?? '';

/** The files of a commit (the part under `root`'s folder) unpacked into `dir`, with `git archive`: no worktree to register or clean up. */
export function unpackCommit(root: string, sha: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const prefix = prefixOf(root);
  const tree = prefix ? `${sha}:${prefix.replace(/\/$/, '')}` : sha;
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', tree], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-f', '-', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    tar.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    const done = (code: number | null) => {
      if (code !== 0) reject(new ReviewGitProblem(`Could not unpack commit ${sha.slice(0, 12)}: ${errors.trim() || `exit ${code}`}`));
      else if (--pending === 0) resolve();
    };
    archive.on('close', done);
    tar.on('close', done);
    archive.on('error', reject);
    tar.on('error', reject);
  });
}

/** The commit's date (ISO 8601): the review's pictures show it wherever a page shows today's date. */
export const commitDate = (root: string, sha: string): string => git(root, ['show', '-s', '--format=%cI', sha]).trim();
