/**
 * The review of a change: the site built at the base commit (kept by commit) and at the head (the
 * working tree, or a commit), compared page by page as a visitor gets them, told in words by the
 * shared changes engine, with before and after pictures of the pages that changed.
 *
 *   const outcome = await review({ root, base: 'main' });
 *   // { kind: 'report', report, pictures, annotations } or { kind: 'invalid', problems, messages }
 */
import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { blockingProblems, formatProblem, type ContentProblem } from '../content/problem.ts';
import { defaultCache } from './cache.ts';
import { buildCommit, buildWorkingTree, unpackedCommit } from './builds.ts';
import { Camera } from './camera.ts';
import { commitOf, resolveBase, ReviewGitProblem, workingTreeIsClean } from './git.ts';
import { reviewBuilds } from './review-builds.ts';
import type { ReviewPictures, ReviewReport } from './types.ts';
import { baseVersionName, newVersionName } from './version-names.ts';

export interface ReviewOptions {
  /** The project: a git checkout (the working tree is the head unless `head` names a commit). */
  root: string;
  /** The version to compare with (a branch, tag or commit); default: where HEAD left main. */
  base?: string;
  /** A commit to review instead of the working tree. */
  head?: string;
  /** Where builds are kept; default: defaultCache(root). */
  cache?: string;
  /** Progress, a line at a time. */
  say?: (line: string) => void;
  /** false: the words and the pages only, no pictures (quicker). */
  pictures?: boolean;
}

export interface Timings {
  validateMs: number;
  buildMs: { base: number; head: number; baseReused: boolean };
  compareMs: number;
  picturesMs: number;
  /** Screenshots taken. */
  pictures: number;
  totalMs: number;
}

export type ReviewOutcome =
  | { kind: 'invalid'; base: ReviewReport['base']; head: ReviewReport['head']; problems: ContentProblem[]; sources: Map<string, string>; messages: string[] }
  | { kind: 'report'; report: ReviewReport; pictures: ReviewPictures; annotations: string[]; timings: Timings };

export { defaultCache };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function review(options: ReviewOptions): Promise<ReviewOutcome> {
  const started = Date.now();
  const say = options.say ?? (() => {});
  const root = path.resolve(options.root);
  const cache = options.cache ?? defaultCache(root);
  const base = resolveBase(root, options.base);
  const headSha = options.head === undefined ? undefined : commitOf(root, options.head);
  if (options.head !== undefined && !headSha) throw new ReviewGitProblem(`"${options.head}" is not a commit, branch or tag of this repository.`);
  const current = commitOf(root, 'HEAD');
  // Named in words for the report ("your saved changes", "the live site"); the commits stay in the data.
  const head = headSha ? { sha: headSha, label: newVersionName(options.head, false) } : { ...(current && { sha: current }), label: newVersionName(undefined, !workingTreeIsClean(root)) };
  const baseInfo = { sha: base.sha, label: baseVersionName(options.base) };
  say(`Comparing ${head.label} with ${baseInfo.label}.`);

  // The change must be valid before anything is built: a bad edit gets validate's messages, not a report.
  const headRoot = headSha ? await unpackedCommit(root, headSha, cache, say) : root;
  const validating = Date.now();
  const content = loadContent(headRoot);
  if (blockingProblems(content.problems).length) {
    const messages = content.problems.map((p) => formatProblem(p, content.sources.get(p.file)));
    return { kind: 'invalid', base: baseInfo, head, problems: content.problems, sources: content.sources, messages };
  }
  const validateMs = Date.now() - validating;

  // Chromium starts while the site builds; it is closed whatever happens next.
  const camera = options.pictures === false ? undefined : Camera.open();
  // A browser that cannot start matters only when there are pictures to take (then it is awaited and reported).
  camera?.catch(() => {});
  try {
    say('Building both versions…');
    const [baseBuild, headBuild] = await Promise.all([buildCommit(root, base.sha, cache, say), headSha ? buildCommit(root, headSha, cache, say) : buildWorkingTree(root, cache)]);
    say(`  base ${baseBuild.reused ? 'reused from an earlier review' : `built in ${seconds(baseBuild.ms)}`}; head ${headBuild.reused ? 'reused' : `built in ${seconds(headBuild.ms)}`}.`);
    const result = await reviewBuilds({ root, headRoot, base: baseInfo, head, headSha, content, builds: { base: baseBuild, head: headBuild }, camera, say });
    const timings: Timings = { validateMs, buildMs: { base: baseBuild.ms, head: headBuild.ms, baseReused: baseBuild.reused }, ...result.timings, totalMs: Date.now() - started };
    return { kind: 'report', report: result.report, pictures: result.pictures, annotations: result.annotations, timings };
  } finally {
    await camera?.then((c) => c.close(), () => {});
  }
}
