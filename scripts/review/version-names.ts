/**
 * The two versions a review compares, named as an editor would name them ("your saved changes",
 * "the live site"), never in git's words (working tree, HEAD~1, merge base). The commits stay in
 * the report's data for developers.
 */

const LIVE_BRANCHES = /^(?:(?:origin|upstream)\/)?(?:main|master)$/;

/** The version reviewed: the saved files as they are, or a commit named by `ref`. */
export function newVersionName(ref: string | undefined, savedChangesPending: boolean): string {
  if (ref === undefined) return savedChangesPending ? 'your saved changes' : 'this version';
  if (/^(?:HEAD|@)$/.test(ref)) return 'this version';
  return versionByRef(ref);
}

/** The version compared with: `ref` as given, or undefined for where the change left the main branch. */
export function baseVersionName(ref: string | undefined): string {
  if (ref === undefined || /^(?:HEAD|@)$/.test(ref) || LIVE_BRANCHES.test(ref)) return 'the live site';
  return versionByRef(ref);
}

function versionByRef(ref: string): string {
  const back = /^(?:HEAD|@)(?:~(\d*)|(\^+))$/.exec(ref);
  if (back) {
    const n = back[2] ? back[2].length : back[1] === '' ? 1 : Number(back[1]);
    return n === 1 ? 'the version before the last change' : `the version ${n} changes back`;
  }
  if (LIVE_BRANCHES.test(ref)) return 'the live site';
  if (/^[0-9a-f]{7,40}$/i.test(ref)) return 'an earlier version';
  return `the version "${ref.replace(/^(?:refs\/)?(?:heads\/|remotes\/|tags\/)?/, '')}"`;
}
