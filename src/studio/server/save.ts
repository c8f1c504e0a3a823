import { blockingProblems } from '../../../scripts/content/problem.ts';
import type { Checker } from './check.ts';
import { StudioError, stringField } from './http.ts';
import { editablePath } from './paths.ts';
import { hashOf, readWithHash, writeAtomically, type WriteFs } from './write.ts';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * Saves a file the Studio edited: only over the version the Studio loaded (`baseHash`; null for
 * a new file), only without errors, and whole or not at all.
 */
export function saveFile(root: string, checker: Checker, body: Record<string, unknown>, fs?: WriteFs): { hash: string } {
  const file = editablePath(root, body.path);
  const text = stringField(body, 'text');
  const baseHash = body.baseHash;
  if (baseHash !== null && typeof baseHash !== 'string') throw new StudioError(400, 'The request needs "baseHash": the hash of the file as loaded, or null for a new file.');
  const disk = readWithHash(file.abs);
  const conflict = (error: string) => new StudioError(409, error, { diskText: disk?.text ?? null, diskHash: disk?.hash ?? null });
  if (baseHash === null && disk) throw conflict(`${file.rel} already exists. Open it instead, or choose another name.`);
  if (baseHash !== null && !disk) throw conflict(`${file.rel} was deleted on disk after you opened it. Your edit is still here; saving it again would need a new file.`);
  if (baseHash !== null && disk && disk.hash !== baseHash) {
    throw conflict(`${file.rel} was changed on disk after you opened it (in a text editor, or by git). Not saved, so nothing is lost: reload the file to see what changed, then make your edit again.`);
  }
  const errors = blockingProblems(checker.check(file.rel, text, file).problems);
  if (errors.length) {
    throw new StudioError(422, `Not saved: ${count(errors.length, 'problem')} to fix first. ${errors[0]!.message}`, { problems: errors });
  }
  writeAtomically(file.abs, text, { create: baseHash === null, fs, shown: file.rel });
  checker.forget(file.rel);
  return { hash: hashOf(text) };
}
