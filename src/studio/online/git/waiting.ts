import type { Repo } from './repo.ts';
import { nothingWaiting } from './workspace.ts';
import type { WaitingChange } from './types.ts';

export const PEOPLE = 'refs/heads/studio/people/';
/** Where the last published state of each person's branch is remembered: its earlier steps are not waiting any more. */
export const doneRef = (personId: string): string => `refs/studio/done/${personId}`;

const SEP = '\x1f';

/** Every person's branch with something main does not have yet, newest first. */
export async function listWaiting(repo: Repo): Promise<WaitingChange[]> {
  await repo.locked(() => repo.fetch());
  const refs = (await repo.run(['for-each-ref', '--format=%(refname)', PEOPLE])).split('\n').filter(Boolean);
  const out: WaitingChange[] = [];
  for (const ref of refs) {
    if (await nothingWaiting(repo, ref)) continue;
    out.push({ ...(await describeChange(repo, ref.slice(PEOPLE.length))), conflicts: await hasConflicts(repo, await repo.tip(ref)) });
  }
  return out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** A person's branch as it is now: its steps since main (and since their last publish), words, files, author. */
export async function describeChange(repo: Repo, personId: string): Promise<Omit<WaitingChange, 'conflicts'>> {
  const tip = await repo.tip(`${PEOPLE}${personId}`);
  const done = await repo.tip(doneRef(personId));
  const log = await repo.run(['log', '--reverse', '--no-merges', `--format=%an${SEP}%ae${SEP}%cI${SEP}%B%x00`, tip, '--not', repo.mainRef, ...(done ? [done] : [])]);
  const steps = log.split('\0').map((s) => s.trim()).filter(Boolean).map((s) => s.split(SEP));
  const last = steps.at(-1) ?? (await repo.run(['log', '-1', `--format=%an${SEP}%ae${SEP}%cI${SEP}%B`, tip])).trim().split(SEP);
  const base = (await repo.run(['merge-base', repo.mainRef, tip])).trim();
  const files = (await repo.run(['diff', '--name-only', '-z', base, tip, '--', 'content'])).split('\0').filter(Boolean);
  return { id: tip, personId, author: { name: last[0] ?? '', email: last[1] ?? '' }, words: steps.map((s) => (s[3] ?? '').trim()), files, updatedAt: last[2] ?? '' };
}

/** merge-tree exits 1 when the two sides meet on the same lines (whether the data merge can still put them together is found when publishing). */
async function hasConflicts(repo: Repo, tip: string): Promise<boolean> {
  const out = await repo.run(['merge-tree', '--write-tree', '--name-only', '--no-messages', repo.mainRef, tip], { okCodes: [1] });
  return out.trim().split('\n').length > 1;
}
