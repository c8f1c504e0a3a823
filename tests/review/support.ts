import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { review, type ReviewOptions, type ReviewOutcome } from '../../scripts/review/review.ts';
import { PROJECT } from '../support/project-copy.ts';
import { gitIn, replace, type Scenario } from './repo-tools.ts';


declare module 'vitest' {
  export interface ProvidedContext {
    reviewRepo: { dir: string; cache: string; branches: Record<Scenario, string> };
  }
}


/**
 * The fixture repository global-setup.ts made (a copy of the project with the lantern site of
 * tests/fixtures/review, main plus a branch per scenario), shared by every review test file so
 * that main is built once; reviews keep their builds in a cache folder of the tests' own.
 */
export function fixtureRepo() {
  const { dir, cache, branches } = inject('reviewRepo');
  return {
    dir,
    cache,
    branches,
    git: (...args: string[]) => gitIn(dir, ...args),
    /** A review of `head` (a branch) against main. */
    review: (head: string, options: Partial<ReviewOptions> = {}): Promise<ReviewOutcome> => review({ root: dir, base: 'main', head, cache, ...options }),
  };
}

/**
 * A clone of the fixture repository with main checked out, for a test that changes the working
 * tree: the commits are the same, so the builds of main are shared.
 */
export function cloneRepo(to: string): { dir: string; read(rel: string): string; write(rel: string, text: string): void } {
  const { dir } = inject('reviewRepo');
  execFileSync('git', ['clone', '-q', '-b', 'main', dir, to], { stdio: 'pipe' });
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  return { dir: to, read: (rel) => readFileSync(path.join(to, rel), 'utf8'), write: (rel, text) => writeFileSync(path.join(to, rel), text) };
}

export { gitIn, replace };

/** The report of an outcome, or a failure that says why there is none. */
export function reportOf(outcome: ReviewOutcome) {
  if (outcome.kind !== 'report') throw new Error(`No report: ${outcome.messages.join('\n')}`);
  return outcome;
}

/** Each changed, new or removed page as "status route". */
export const pagesOf = (outcome: ReviewOutcome): string[] => reportOf(outcome).report.groups.flatMap((g) => g.pages.map((p) => `${p.status} ${p.route}`));
