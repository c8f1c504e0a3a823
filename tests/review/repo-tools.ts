import { execFileSync } from 'node:child_process';

/** The scenarios of global-setup.ts, each a branch of the fixture repository. */
export type Scenario = 'headline' | 'claim' | 'menu' | 'page' | 'comment' | 'css' | 'broken' | 'moved';

/** git in a folder, with an identity of its own. */
export const gitIn = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Review Test', '-c', 'user.email=review@localhost', ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });

/** Replaces `from` with `to` in a text, failing loudly when the fixture no longer has `from`. */
export function replace(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The fixture text has no "${from}"`);
  return text.replace(from, to);
}
