import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { blockingProblems } from '../../../scripts/content/problem.ts';
import type { Checker } from './check.ts';
import { git } from './git.ts';
import { StudioError, stringField } from './http.ts';
import { editablePath } from './paths.ts';
import { planChanges, type Changeset, type SavePlan } from './plan.ts';
import { hashOf, readWithHash, writeAtomically, type WriteFs } from './write.ts';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The plan of a save request, checked for shape: a page's new address, claims renamed everywhere. */
export function planOf(input: unknown): SavePlan | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'object' || Array.isArray(input)) throw new StudioError(400, 'The request\'s "plan" must be a group of fields.');
  const plan = input as Record<string, unknown>;
  const out: SavePlan = {};
  if (plan.route !== undefined) {
    if (typeof plan.route !== 'string') throw new StudioError(400, 'A new page address must be text, such as /pricing.');
    out.route = plan.route;
  }
  if (plan.claimRenames !== undefined) {
    const list = plan.claimRenames;
    if (!Array.isArray(list) || !list.every((r) => r && typeof r.from === 'string' && typeof r.to === 'string')) {
      throw new StudioError(400, 'Claims to rename must be a list of { from, to } names.');
    }
    out.claimRenames = list.map((r: { from: string; to: string }) => ({ from: r.from, to: r.to }));
  }
  return out;
}

export interface SaveOptions {
  /** Whether the project is a git checkout: a renamed file is then renamed with `git mv`. */
  git?: () => Promise<boolean>;
  fs?: WriteFs;
}

export interface Saved {
  hash: string;
  /** Where the file is now (another name when its address changed). */
  path: string;
  /** Other files the save changed (links that followed, renamed claims, moved addresses). */
  others: { path: string; hash: string }[];
}

/** Renames a content file: `git mv` in a git checkout (so history follows it), a plain rename otherwise. */
async function renameFile(root: string, from: string, to: string, inGit: boolean): Promise<void> {
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  if (inGit) {
    try {
      await git(root, ['mv', '--', from, to]);
      return;
    } catch {
      // Not tracked yet (a file created since the last commit): a plain rename does it.
    }
  }
  renameSync(path.join(root, from), path.join(root, to));
}

/** Writes every file of a changeset, or puts back the ones already written when one fails. */
async function writeChangeset(root: string, changes: Changeset, options: SaveOptions, create: boolean): Promise<void> {
  const written: { path: string; before: string }[] = [];
  const moved = changes.path !== changes.from;
  try {
    if (moved) await renameFile(root, changes.from, changes.path, (await options.git?.()) ?? false);
    writeAtomically(path.join(root, changes.path), changes.text, { create: create && !moved, fs: options.fs, shown: changes.path });
    for (const other of changes.others) {
      writeAtomically(path.join(root, other.path), other.after, { fs: options.fs, shown: other.path });
      written.push({ path: other.path, before: other.before });
    }
  } catch (err) {
    for (const w of written) writeAtomically(path.join(root, w.path), w.before, { shown: w.path });
    if (moved && readWithHash(path.join(root, changes.path)) && !readWithHash(path.join(root, changes.from))) {
      if ((await options.git?.()) ?? false) await git(root, ['mv', '--', changes.path, changes.from]).catch(() => renameSync(path.join(root, changes.path), path.join(root, changes.from)));
      else renameSync(path.join(root, changes.path), path.join(root, changes.from));
    }
    throw err;
  }
}

/**
 * Saves a file the Studio edited: only over the version the Studio loaded (`baseHash`; null for
 * a new file), only without errors, and whole or not at all. With a plan (or a post whose address
 * changed) the file moves and the files that follow it are written in the same save.
 */
export async function saveFile(root: string, checker: Checker, body: Record<string, unknown>, options: SaveOptions = {}): Promise<Saved> {
  const file = editablePath(root, body.path);
  const text = stringField(body, 'text');
  const baseHash = body.baseHash;
  const plan = planOf(body.plan);
  if (baseHash !== null && typeof baseHash !== 'string') throw new StudioError(400, 'The request needs "baseHash": the hash of the file as loaded, or null for a new file.');
  const disk = readWithHash(file.abs);
  const conflict = (error: string) => new StudioError(409, error, { diskText: disk?.text ?? null, diskHash: disk?.hash ?? null });
  if (baseHash === null && disk) throw conflict(`${file.rel} already exists. Open it instead, or choose another name.`);
  if (baseHash !== null && !disk) throw conflict(`${file.rel} was deleted on disk after you opened it. Your edit is still here; saving it again would need a new file.`);
  if (baseHash !== null && disk && disk.hash !== baseHash) {
    throw conflict(`${file.rel} was changed on disk after you opened it (in a text editor, or by git). Not saved, so nothing is lost: your edits are still here.`);
  }
  const checked = checker.check(file.rel, text, file, plan);
  const errors = blockingProblems(checked.problems);
  if (errors.length) {
    throw new StudioError(422, `Not saved: ${count(errors.length, 'problem')} to fix first. ${errors[0]!.message}`, { problems: errors });
  }
  const changes = plan || file.kind === 'post' ? planChanges(root, file.rel, file, text, plan) : { from: file.rel, path: file.rel, text, others: [] };
  await writeChangeset(root, changes, options, baseHash === null);
  for (const rel of [file.rel, changes.path, ...changes.others.map((o) => o.path)]) checker.forget(rel);
  return { hash: hashOf(changes.text), path: changes.path, others: changes.others.map((o) => ({ path: o.path, hash: hashOf(o.after) })) };
}

