import path from 'node:path';
import { git } from '../../server/git.ts';
import type { Sent } from '../../server/publish.ts';
import { reviewUrl } from '../../server/remote.ts';
import type { Person } from './accounts.ts';

/**
 * "Send for review" (a branch and a compare link, for teams that review on GitHub or GitLab) is the shared
 * API's own call (src/studio/server/publish.ts), run in the person's online workspace. Two things differ
 * there, and are set here: its commit must carry the person as author, and the review asks to go into the
 * site's main branch, not into the person's own workspace branch (studio/people/<id>).
 */

/**
 * The person's name and email as the identity of their worktree only: a file of its own in the worktree's
 * git folder, included by the shared clone's config for that folder alone (includeIf gitdir), so the shared
 * call's commit is theirs and nobody else's worktree changes.
 */
export async function useIdentity(root: string, person: Pick<Person, 'name' | 'email'>): Promise<void> {
  const gitDir = (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
  const common = path.resolve(root, (await git(root, ['rev-parse', '--git-common-dir'])).trim());
  const file = path.join(gitDir, 'studio-identity');
  await git(root, ['config', '--file', file, 'user.name', person.name]);
  await git(root, ['config', '--file', file, 'user.email', person.email]);
  // The folder itself, no trailing slash (with one, git would match only folders inside it).
  await git(root, ['config', '--file', path.join(common, 'config'), `includeIf.gitdir:${gitDir}.path`, file]);
}

/** What was sent, told as going into the site's main branch, with the compare page of the remote's host for it. */
export async function sentIntoMain(root: string, sent: Sent, main: string): Promise<Sent> {
  const remote = (await git(root, ['config', '--get', 'remote.origin.url'], { okCodes: [1] })).trim();
  const url = reviewUrl(remote, sent.branch, main);
  const told: Sent = { ...sent, into: main };
  // The shared call named the compare page into the workspace branch; that one is never the review's.
  delete told.reviewUrl;
  return url ? { ...told, reviewUrl: url } : told;
}
