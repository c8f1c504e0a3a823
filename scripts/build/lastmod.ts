import { execFile, execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

export const git = (root: string, args: string[]): string =>
  execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** `git` without waiting: --watch asks git while it checks the content. */
export function gitAsync(root: string, args: string[]): Promise<string> {
  const all = ['-c', 'core.quotePath=false', ...args];
  if (parent) return parent.ask(root, all);
  return new Promise((resolve, reject) => {
    const child = execFile('git', all, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end();
  });
}

/** The process that started this one runs git for it (scripts/cli/run.mjs, under --watch); read once, not handed on. */
const parent = process.env.BUILD_GIT_RUNNER === '1' && process.send ? gitThroughParent() : undefined;
delete process.env.BUILD_GIT_RUNNER;

function gitThroughParent() {
  const waiting = new Map<number, { resolve: (out: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  process.on('message', (answer: { id: number; failed?: string; stdout: string }) => {
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.failed !== undefined) asked?.reject(new Error(answer.failed));
    else asked?.resolve(answer.stdout);
    if (!waiting.size) process.channel?.unref();
  });
  // The channel keeps this process alive only while an answer is awaited (the watchers do the rest).
  process.channel?.unref();
  return {
    ask: (cwd: string, args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        process.channel?.ref();
        process.send!({ id, cwd, args }, undefined, undefined, (error: Error | null) => {
          if (!error) return;
          waiting.delete(id);
          if (!waiting.size) process.channel?.unref();
          reject(error);
        });
      }),
  };
}

/** Paths in `git status --porcelain -z` output (relative to the repository root): changed, added, untracked, both sides of a rename. */
export function changedPaths(output: string): Set<string> {
  const out = new Set<string>();
  const entries = output.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    out.add(entry.slice(3));
    // A rename or copy is followed by its source path.
    if (/^[RC]|^.[RC]/.test(entry)) out.add(entries[++i] ?? '');
  }
  return out;
}

/** The newest commit date of every path in `git log --name-only` output, whose commits start with `@date`. */
export function newestDates(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date = '';
  for (const line of output.split('\n')) {
    if (line.startsWith('@')) date = line.slice(1);
    else if (line && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/**
 * The last-commit date (YYYY-MM-DD) of every committed file under `folders` (relative to `root`)
 * that has no uncommitted change, keyed by its path relative to `root`. Three git calls whatever
 * the number of files (the old way spawned two per file). Empty when `root` is not a git checkout, or
 * one with no commit yet.
 */
export function committedDates(root: string, folders: string[] = ['content']): Map<string, string> {
  let prefix: string;
  try {
    prefix = prefixOf(git(root, PLACE));
  } catch {
    return new Map();
  }
  const read = gitDates(root, prefix, folders);
  return withoutDirty(read.log, read.dirty);
}

/**
 * committedDates without waiting: a build asks as it starts, so that git runs on the other core while
 * the content is checked (its three calls took about 0.17 s of the build's own time at 10,000 pages).
 */
export async function committedDatesAsync(root: string, folders: string[] = ['content']): Promise<Map<string, string>> {
  let prefix: string;
  try {
    prefix = prefixOf(await gitAsync(root, PLACE));
  } catch {
    return new Map();
  }
  const [log, status] = await Promise.all([gitAsync(root, logArgs(folders)), gitAsync(root, statusArgs(folders))]);
  return withoutDirty(logDates(prefix, log), dirtyIn(prefix, status));
}

// The project's place in the repository, and HEAD: a checkout with no commit yet has no dates (git log would fail).
const PLACE = ['rev-parse', '--show-prefix', 'HEAD'];
const prefixOf = (output: string) => output.split('\n')[0]!;

const logArgs = (folders: string[]) => ['log', '--format=@%cs', '--name-only', '--', ...folders];

/** The newest commit date of each path under the project (`prefix`: its place in the repository) in logArgs' output. */
function logDates(prefix: string, output: string): Map<string, string> {
  const log = new Map<string, string>();
  for (const [file, date] of newestDates(output)) {
    const relative = fromRepo(prefix, file);
    if (relative !== undefined) log.set(relative, date);
  }
  return log;
}

/** What committedDates reads from git, in two parts: the newest commit date of each path, and the paths with uncommitted changes (both relative to `root`). */
export function gitDates(root: string, prefix: string, folders: string[]): { log: Map<string, string>; dirty: Set<string> } {
  return { log: logDates(prefix, git(root, logArgs(folders))), dirty: dirtyPaths(root, prefix, folders) };
}

/** The paths among `pathspecs` (folders or files, relative to `root`, taken literally) that `git status` names: changed, added, removed, untracked. */
export function dirtyPaths(root: string, prefix: string, pathspecs: string[]): Set<string> {
  return dirtyIn(prefix, git(root, statusArgs(pathspecs)));
}

export const statusArgs = (pathspecs: string[]): string[] => ['--literal-pathspecs', 'status', '--porcelain', '-z', '--untracked-files=all', '--', ...pathspecs];

/** The paths of `git status` output (statusArgs), relative to the project (`prefix`: its place in the repository). */
export const dirtyIn = (prefix: string, output: string): Set<string> => new Set([...changedPaths(output)].flatMap((p) => fromRepo(prefix, p) ?? []));

const fromRepo = (prefix: string, p: string) => (p.startsWith(prefix) ? p.slice(prefix.length) : undefined);

export function withoutDirty(log: Map<string, string>, dirty: Set<string>): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [file, date] of log) if (!dirty.has(file)) dates.set(file, date);
  return dates;
}

const modifiedOn = (root: string, file: string) => statSync(path.join(root, file)).mtime.toISOString().slice(0, 10);

const perRoot = new Map<string, Map<string, string>>();

/** Reads git's dates again at the next lastModified: each build starts so. */
export const forgetDates = (): void => perRoot.clear();

/** The committed dates to use for `root` from now on (kept-dates.ts: `npm run build -- --watch` keeps them between builds). */
export const useDates = (root: string, dates: Map<string, string>): void => void perRoot.set(root, dates);

/**
 * The date a content file last changed: its last commit, or its modification time when the
 * file has uncommitted changes, is not committed yet, or the project is not a git checkout.
 * The dates of all of content/ are read once per run.
 */
export function lastModified(root: string, file: string): string {
  let dates = perRoot.get(root);
  if (!dates) {
    dates = committedDates(root);
    perRoot.set(root, dates);
  }
  return dates.get(file) ?? modifiedOn(root, file);
}
