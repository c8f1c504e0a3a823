import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { review, type ReviewOptions, type ReviewOutcome } from '../../scripts/review/review.ts';
import { copyProject, PROJECT, type ProjectCopy } from '../support/project-copy.ts';

/**
 * A git repository made of a copy of the project with the review fixture's content
 * (tests/fixtures/review), committed once on main; each scenario is a branch with one commit on
 * top. Every review compares a branch with main, so main is built once for all of them.
 */
export interface FixtureRepo {
  copy: ProjectCopy;
  dir: string;
  /** Where the reviews keep their builds (a folder of the test's own). */
  cache: string;
  read(rel: string): string;
  write(rel: string, text: string): void;
  git(...args: string[]): string;
  /** A branch `name` from main with `edit` committed on it; main is checked out again after. */
  scenario(name: string, edit: () => void): string;
  /** A review of `head` (a branch; the working tree when left out) against main. */
  review(head?: string, options?: Partial<ReviewOptions>): Promise<ReviewOutcome>;
  remove(): void;
}

export function fixtureRepo(): FixtureRepo {
  const copy = copyProject({ content: path.join(PROJECT, 'tests/fixtures/review'), prefix: 'review-repo-' });
  const cache = mkdtempSync(path.join(os.tmpdir(), 'review-cache-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Review Test', '-c', 'user.email=review@localhost', ...args], { cwd: copy.dir, encoding: 'utf8', stdio: 'pipe' });
  writeFileSync(copy.file('.gitignore'), 'node_modules\ndist\n.*-build/\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The lantern site');
  const repo: FixtureRepo = {
    copy,
    dir: copy.dir,
    cache,
    read: (rel) => readFileSync(copy.file(rel), 'utf8'),
    write: (rel, text) => writeFileSync(copy.file(rel), text),
    git,
    scenario(name, edit) {
      git('checkout', '-q', '-b', name, 'main');
      edit();
      git('add', '-A');
      git('commit', '-q', '-m', name);
      git('checkout', '-q', 'main');
      return name;
    },
    review: (head, options = {}) => review({ root: copy.dir, base: 'main', ...(head && { head }), cache, ...options }),
    remove() {
      copy.remove();
      rmSync(cache, { recursive: true, force: true });
    },
  };
  return repo;
}

/** Replaces `from` with `to` in a text, failing loudly when the fixture no longer has `from`. */
export function replace(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The fixture text has no "${from}"`);
  return text.replace(from, to);
}

/** The report of an outcome, or a failure that says why there is none. */
export function reportOf(outcome: ReviewOutcome) {
  if (outcome.kind !== 'report') throw new Error(`No report: ${outcome.messages.join('\n')}`);
  return outcome;
}

/** Each changed, new or removed page as "status route". */
export const pagesOf = (outcome: ReviewOutcome): string[] => reportOf(outcome).report.groups.flatMap((g) => g.pages.map((p) => `${p.status} ${p.route}`));
