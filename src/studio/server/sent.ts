import { git } from './git.ts';
import type { Change } from './changes.ts';

/** Branches "Send for review" makes (publish.ts): studio/<words>-<date>. */
const SENT_BRANCHES = 'refs/heads/studio/';

/**
 * Saved changes already sent for review: a file whose text now is the text a sent branch holds (a
 * removed file: one the branch removed too). They are listed as "Sent for review", not as changes
 * still to send, so nobody sends them twice; edited again, a file is a saved change once more.
 * The newest branch that holds a file names it.
 */
export async function withSent(root: string, files: Change[]): Promise<Change[]> {
  if (!files.length) return files;
  const branches = (await git(root, ['for-each-ref', '--sort=-committerdate', '--format=%(refname:short)', SENT_BRANCHES])).split('\n').filter(Boolean);
  if (!branches.length) return files;
  const present = files.filter((f) => f.status !== 'deleted');
  const hashes = present.length ? (await git(root, ['hash-object', '--', ...present.map((f) => f.path)])).split('\n').filter(Boolean) : [];
  const now = new Map(present.map((f, i) => [f.path, hashes[i]]));
  const sent = new Map<string, string>();
  for (const branch of branches) {
    const held = new Map(
      (await git(root, ['ls-tree', '-z', branch, '--', ...files.map((f) => f.path)]))
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [info, file] = line.split('\t');
          return [file!, info!.split(' ')[2]!] as const;
        }),
    );
    for (const f of files) {
      if (sent.has(f.path)) continue;
      if (f.status === 'deleted' ? !held.has(f.path) : held.get(f.path) === now.get(f.path)) sent.set(f.path, branch);
    }
  }
  return files.map((f) => (sent.has(f.path) ? { ...f, sent: sent.get(f.path)! } : f));
}
