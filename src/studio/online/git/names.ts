import { StudioError } from '../../server/http.ts';

/**
 * What may reach git from outside: a person's id (in a branch name), a commit id, a branch name. Each
 * is checked against a strict pattern before git sees it, so no user text is ever read as an option.
 */
const PERSON_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const COMMIT = /^[0-9a-f]{40}$/;
const BRANCH = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)[A-Za-z0-9][A-Za-z0-9._/-]{0,99}(?<![./])$/;

export function personBranch(id: string): string {
  if (!PERSON_ID.test(id)) throw new StudioError(400, 'This person cannot have a workspace: their id has characters it must not have.');
  return `studio/people/${id}`;
}

export function commitId(value: unknown, what = 'change'): string {
  if (typeof value !== 'string' || !COMMIT.test(value)) throw new StudioError(400, `The ${what} to act on is not named the right way.`);
  return value;
}

export function branchName(value: string): string {
  if (!BRANCH.test(value) || value.endsWith('.lock')) throw new Error(`"${value}" cannot be the name of the main branch.`);
  return value;
}

/** A remote URL git may be given: not an option, and with no password in it (that would be logged and could be shown). */
export function remoteUrl(value: string): string {
  const url = value.trim();
  if (!url || url.startsWith('-')) throw new Error('The site\'s remote must be a git URL or a folder.');
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/@]*:[^/@]*@/i.test(url)) {
    throw new Error('The site\'s remote has a password or token in its address. Give it as the credential instead (see the Studio\'s settings example), so it is never logged.');
  }
  return url;
}
