import { existsSync, unlinkSync } from 'node:fs';
import { git } from './git.ts';
import { StudioError } from './http.ts';
import { contentPath } from './paths.ts';
import { readWithHash } from './write.ts';

// git's hash of the empty tree: the base to compare with before the first commit.
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

export interface Change {
  path: string;
  status: 'modified' | 'added' | 'deleted';
  diff: string;
}

const NOT_GIT = 'This project is not a git checkout, so there is no last commit to compare with, go back to or add to. Saving works as usual.';

async function base(root: string): Promise<string> {
  return (await git(root, ['rev-parse', '--verify', '-q', 'HEAD'], { okCodes: [1] })).trim() || EMPTY_TREE;
}

const nulSplit = (out: string) => out.split('\0').filter(Boolean);

/** Files under content/ that differ from the last commit (staged or not, new ones included), each with its diff. */
export async function listChanges(root: string): Promise<Change[]> {
  const from = await base(root);
  const tracked = nulSplit(await git(root, ['diff', '--name-status', '--no-renames', '-z', '--relative', from, '--', 'content']));
  const changes: { path: string; status: Change['status'] }[] = [];
  for (let i = 0; i + 1 < tracked.length; i += 2) {
    const code = tracked[i]!;
    changes.push({ path: tracked[i + 1]!, status: code === 'A' ? 'added' : code === 'D' ? 'deleted' : 'modified' });
  }
  for (const file of nulSplit(await git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', 'content']))) {
    changes.push({ path: file, status: 'added' });
  }
  changes.sort((a, b) => a.path.localeCompare(b.path));
  return Promise.all(
    changes.map(async (c) => ({
      ...c,
      diff:
        c.status === 'added' && !(await isKnown(root, c.path))
          ? await git(root, ['diff', '--no-index', '--', '/dev/null', c.path], { okCodes: [1] })
          : await git(root, ['diff', '--no-renames', from, '--', c.path]),
    })),
  );
}

/** Whether git tracks the file (in the last commit or staged). */
async function isKnown(root: string, file: string): Promise<boolean> {
  return (await git(root, ['ls-files', '-z', '--', file])).length > 0;
}

export async function changesOf(root: string, isGit: boolean): Promise<{ git: boolean; files: Change[] }> {
  return { git: isGit, files: isGit ? await listChanges(root) : [] };
}

/** Puts one content file back as it was in the last commit (a file the last commit lacks is deleted). */
export async function discard(root: string, isGit: boolean, input: unknown): Promise<{ path: string; text: string | null; hash: string | null }> {
  if (!isGit) throw new StudioError(409, NOT_GIT);
  const file = contentPath(root, input);
  const change = (await listChanges(root)).find((c) => c.path === file.rel);
  if (!change) throw new StudioError(409, `${file.rel} has no changes since the last commit.`);
  const from = await base(root);
  const inLastCommit = from !== EMPTY_TREE && (await git(root, ['ls-tree', '--name-only', from, '--', file.rel])).trim() !== '';
  if (inLastCommit) {
    await git(root, ['checkout', from, '--', file.rel]);
  } else {
    await git(root, ['rm', '--cached', '-q', '--ignore-unmatch', '--', file.rel]);
    if (existsSync(file.abs)) unlinkSync(file.abs);
  }
  const now = readWithHash(file.abs);
  return { path: file.rel, text: now?.text ?? null, hash: now?.hash ?? null };
}

/** git's identity if the user has one; else the Studio's own, so a commit works on a fresh machine. */
async function identity(root: string): Promise<string[]> {
  const get = async (key: string) => (await git(root, ['config', '--get', key], { okCodes: [1] })).trim();
  const args: string[] = [];
  if (!(await get('user.name'))) args.push('-c', 'user.name=Studio');
  if (!(await get('user.email'))) args.push('-c', 'user.email=studio@localhost');
  return args;
}

/** Commits the content changes, and only them: other staged work stays staged and uncommitted. */
export async function commit(root: string, isGit: boolean, message: unknown): Promise<{ commit: string }> {
  if (!isGit) throw new StudioError(409, NOT_GIT);
  if (typeof message !== 'string' || !message.trim()) throw new StudioError(422, 'Write a short message that says what you changed (for example "New prices on the services page").');
  if (!(await listChanges(root)).length) throw new StudioError(409, 'There are no content changes to commit.');
  try {
    await git(root, ['add', '-A', '--', 'content']);
    await git(root, [...(await identity(root)), 'commit', '-q', '-F', '-', '--only', '--', 'content'], { input: message.trim() + '\n' });
  } catch (err) {
    throw new StudioError(500, `git could not commit: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { commit: (await git(root, ['rev-parse', 'HEAD'])).trim() };
}
