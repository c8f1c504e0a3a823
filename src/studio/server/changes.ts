import { existsSync, unlinkSync } from 'node:fs';
import { git } from './git.ts';
import { StudioError } from './http.ts';
import { contentPath } from './paths.ts';
import { withSent } from './sent.ts';
import { readWithHash } from './write.ts';

// git's hash of the empty tree: the base to compare with before the first commit.
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

export interface Change {
  path: string;
  status: 'modified' | 'added' | 'deleted' | 'moved';
  /** The file's name before, for a moved file. */
  from?: string;
  diff: string;
  /** New pictures (content/public) this file uses: they are committed with it. */
  uses?: string[];
  /** A content file's text at the last commit and now (null: it did not exist), to say the change in words. */
  before?: string | null;
  after?: string | null;
  /** Already sent for review on this branch, as it is now (sent.ts): not one to send again. */
  sent?: string;
}

export const NOT_GIT = 'This copy of the site keeps no history of changes, so there is nothing to compare with, go back to or record in. Saving works as usual.';

export async function base(root: string): Promise<string> {
  return (await git(root, ['rev-parse', '--verify', '-q', 'HEAD'], { okCodes: [1] })).trim() || EMPTY_TREE;
}

const nulSplit = (out: string) => out.split('\0').filter(Boolean);
const STATUS: Record<string, Change['status']> = { A: 'added', D: 'deleted', R: 'moved' };

/** Added files under content/public that a content file's text names by their site path (/images/x.webp). */
function newPicturesUsed(root: string, changes: { path: string; status: Change['status'] }[]): Map<string, string[]> {
  const pictures = changes.filter((c) => c.status === 'added' && c.path.startsWith('content/public/')).map((c) => c.path);
  const out = new Map<string, string[]>();
  if (!pictures.length) return out;
  for (const c of changes) {
    if (c.status === 'deleted' || !/\.(ya?ml|md)$/.test(c.path)) continue;
    const text = readWithHash(`${root}/${c.path}`)?.text ?? '';
    const used = pictures.filter((p) => text.includes(p.slice('content/public'.length)));
    if (used.length) out.set(c.path, used);
  }
  return out;
}

/** Files under content/ that differ from the last commit (staged or not, new ones included), each with its diff. */
export async function listChanges(root: string): Promise<Change[]> {
  const from = await base(root);
  const tracked = nulSplit(await git(root, ['diff', '--name-status', '-M', '-z', '--relative', from, '--', 'content']));
  const changes: { path: string; status: Change['status']; from?: string }[] = [];
  for (let i = 0; i < tracked.length; ) {
    const code = tracked[i]!.charAt(0);
    if (code === 'R') {
      changes.push({ path: tracked[i + 2]!, status: 'moved', from: tracked[i + 1]! });
      i += 3;
    } else {
      changes.push({ path: tracked[i + 1]!, status: STATUS[code] ?? 'modified' });
      i += 2;
    }
  }
  for (const file of nulSplit(await git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', 'content']))) {
    changes.push({ path: file, status: 'added' });
  }
  changes.sort((a, b) => a.path.localeCompare(b.path));
  const pictures = newPicturesUsed(root, changes);
  return Promise.all(
    changes.map(async (c) => ({
      ...c,
      diff:
        c.status === 'added' && !(await isKnown(root, c.path))
          ? await git(root, ['diff', '--no-index', '--', '/dev/null', c.path], { okCodes: [1] })
          : c.from
            ? await git(root, ['diff', '-M', from, '--', c.from, c.path])
            : await git(root, ['diff', '--no-renames', from, '--', c.path]),
      ...(pictures.has(c.path) ? { uses: pictures.get(c.path) } : {}),
      ...(/\.(ya?ml|md)$/.test(c.path) ? await texts(root, from, c) : {}),
    })),
  );
}

/** A content file's text at the last commit and on disk now. */
async function texts(root: string, from: string, c: { path: string; status: Change['status']; from?: string }): Promise<{ before: string | null; after: string | null }> {
  const before = c.status === 'added' || from === EMPTY_TREE ? null : await git(root, ['show', `${from}:${c.from ?? c.path}`]).catch(() => null);
  const after = c.status === 'deleted' ? null : (readWithHash(`${root}/${c.path}`)?.text ?? null);
  return { before, after };
}

/** Whether git tracks the file (in the last commit or staged). */
async function isKnown(root: string, file: string): Promise<boolean> {
  return (await git(root, ['ls-files', '-z', '--', file])).length > 0;
}

export async function changesOf(root: string, isGit: boolean): Promise<{ git: boolean; files: Change[] }> {
  return { git: isGit, files: isGit ? await withSent(root, await listChanges(root)) : [] };
}

/** Puts one content file back as it was in the last commit (a file the last commit lacks is deleted). */
export async function discard(root: string, isGit: boolean, input: unknown): Promise<{ path: string; text: string | null; hash: string | null }> {
  if (!isGit) throw new StudioError(409, NOT_GIT);
  const file = contentPath(root, input);
  const change = (await listChanges(root)).find((c) => c.path === file.rel);
  if (!change) throw new StudioError(409, 'This file has no saved changes to undo any more: open Saved changes again to see the list as it is now.');
  const from = await base(root);
  // A moved file goes back to its old name as it was.
  if (change.from) {
    await git(root, ['rm', '--cached', '-q', '--ignore-unmatch', '--', file.rel]);
    if (existsSync(file.abs)) unlinkSync(file.abs);
    await git(root, ['checkout', from, '--', change.from]);
    return { path: file.rel, text: null, hash: null };
  }
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
export async function identity(root: string): Promise<string[]> {
  const get = async (key: string) => (await git(root, ['config', '--get', key], { okCodes: [1] })).trim();
  const args: string[] = [];
  if (!(await get('user.name'))) args.push('-c', 'user.name=Studio');
  if (!(await get('user.email'))) args.push('-c', 'user.email=studio@localhost');
  return args;
}

export const messageOf = (message: unknown): string => {
  if (typeof message !== 'string' || !message.trim()) throw new StudioError(422, 'Write a short message that says what you changed (for example "New prices on the services page").');
  return message.trim();
};

/**
 * The files to commit or send: the ones picked (each must be a saved change; a moved file brings its
 * old name, a file brings the new pictures it uses), or every change when none are named.
 */
export async function chosenFiles(root: string, files: unknown): Promise<string[]> {
  const changes = await listChanges(root);
  if (!changes.length) throw new StudioError(409, 'There are no content changes to commit.');
  if (files === undefined) return changes.flatMap((c) => [c.path, ...(c.from ? [c.from] : [])]);
  if (!Array.isArray(files) || !files.length) throw new StudioError(422, 'Pick at least one changed file.');
  const out = new Set<string>();
  for (const f of files) {
    const rel = contentPath(root, f).rel;
    const change = changes.find((c) => c.path === rel);
    if (!change) throw new StudioError(409, 'One of the ticked files has no saved changes any more: open Saved changes again to see the list as it is now.');
    out.add(rel);
    if (change.from) out.add(change.from);
    for (const picture of change.uses ?? []) out.add(picture);
  }
  return [...out];
}

/** Commits the chosen content changes (all of them when none are picked), and only them: other staged work stays staged. */
export async function commit(root: string, isGit: boolean, message: unknown, files?: unknown): Promise<{ commit: string; files: string[] }> {
  if (!isGit) throw new StudioError(409, NOT_GIT);
  const text = messageOf(message);
  const chosen = await chosenFiles(root, files);
  try {
    await git(root, ['add', '-A', '--', ...chosen]);
    await git(root, [...(await identity(root)), 'commit', '-q', '-F', '-', '--only', '--', ...chosen], { input: text + '\n' });
  } catch (err) {
    throw new StudioError(500, `git could not commit: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { commit: (await git(root, ['rev-parse', 'HEAD'])).trim(), files: chosen };
}
