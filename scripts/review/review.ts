/**
 * The review of a change: the site built at the base commit (kept by commit) and at the head (the
 * working tree, or a commit), compared page by page as a visitor gets them, told in words by the
 * shared changes engine, with before and after pictures of the pages that changed.
 *
 *   const outcome = await review({ root, base: 'main' });
 *   // { kind: 'report', report, pictures } or { kind: 'invalid', problems } (the validate messages)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { changeSentence } from '../content/changes/index.ts';
import { loadContent } from '../content/load.ts';
import { blockingProblems, formatProblem, type ContentProblem } from '../content/problem.ts';
import { contentKind, CLAIMS_FILE_PATH, SITE_FILE } from '../content/names.ts';
import { loadChangeSchemas } from '../content/schemas.ts';
import { reviewAnnotations } from './annotations.ts';
import { buildCommit, buildWorkingTree, unpackedCommit } from './builds.ts';
import { builtPages } from './built-pages.ts';
import { Camera, WIDTHS } from './camera.ts';
import { comparePages } from './compare-pages.ts';
import { changedFiles, commitDate, commitOf, fileAt, resolveBase, ReviewGitProblem, workingTreeIsClean } from './git.ts';
import { changeSignature, groupPages } from './groups.ts';
import { linkTargets } from './links.ts';
import { pageNamer } from './page-names.ts';
import { pageReview } from './page-review.ts';
import { takePictures } from './pictures.ts';
import { attachPictures } from './picture-refs.ts';
import { serveBuild } from './serve-build.ts';
import { PageReader } from './snapshot.ts';
import type { ReviewPictures, ReviewReport } from './types.ts';
import { changeWords, type FileTexts } from './words.ts';

export interface ReviewOptions {
  /** The project: a git checkout (the working tree is the head unless `head` names a commit). */
  root: string;
  /** The version to compare with (a branch, tag or commit); default: where HEAD left main. */
  base?: string;
  /** A commit to review instead of the working tree. */
  head?: string;
  /** Where builds are kept; default <root>/node_modules/.cache/review. */
  cache?: string;
  /** Progress, a line at a time. */
  say?: (line: string) => void;
}

export interface Timings {
  validateMs: number;
  buildMs: { base: number; head: number; baseReused: boolean };
  compareMs: number;
  picturesMs: number;
  pictures: number;
  totalMs: number;
}

export type ReviewOutcome =
  | { kind: 'invalid'; base: ReviewReport['base']; head: ReviewReport['head']; problems: ContentProblem[]; sources: Map<string, string>; messages: string[] }
  | { kind: 'report'; report: ReviewReport; pictures: ReviewPictures; annotations: string[]; timings: Timings };

export const defaultCache = (root: string): string => path.join(root, 'node_modules/.cache/review');

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
  const head = headSha
    ? { sha: headSha, label: options.head! }
    : { ...(current && { sha: current }), label: workingTreeIsClean(root) ? 'HEAD' : 'the working tree with uncommitted changes' };
  const baseInfo = { sha: base.sha, label: base.ref };
  say(`Comparing ${head.label}${head.sha ? ` (${head.sha.slice(0, 12)})` : ''} with ${base.ref} (${base.sha.slice(0, 12)}).`);

  // The change must be valid before anything is built: a bad edit gets validate's messages, not a report.
  const headRoot = headSha ? await unpackedCommit(root, headSha, cache, say) : root;
  const validating = Date.now();
  const content = loadContent(headRoot);
  const blocking = blockingProblems(content.problems);
  if (blocking.length) {
    return { kind: 'invalid', base: baseInfo, head, problems: content.problems, sources: content.sources, messages: content.problems.map((p) => formatProblem(p, content.sources.get(p.file))) };
  }
  const validateMs = Date.now() - validating;

  say('Building both versions…');
  const [baseBuild, headBuild] = await Promise.all([buildCommit(root, base.sha, cache, say), headSha ? buildCommit(root, headSha, cache, say) : buildWorkingTree(root, cache)]);
  say(`  base ${baseBuild.reused ? 'reused from an earlier review' : `built in ${seconds(baseBuild.ms)}`}; head ${headBuild.reused ? 'reused' : `built in ${seconds(headBuild.ms)}`}.`);

  const comparing = Date.now();
  const schemas = loadChangeSchemas(path.join(headRoot, 'schemas'));
  const reader = new PageReader(new Map([...schemas.blocks].map(([type, schema]) => [type, String(schema.title ?? type)])));
  const [basePages, headPages] = [builtPages(baseBuild.dist), builtPages(headBuild.dist)];
  const compared = comparePages({ base: basePages, head: headPages, reader, targets: { base: linkTargets(baseBuild.dist, basePages), head: linkTargets(headBuild.dist, headPages) }, dists: { base: baseBuild.dist, head: headBuild.dist } });
  await reader.close();

  const textAt = (file: string, side: 'base' | 'head'): string | undefined => {
    if (side === 'base') return fileAt(root, base.sha, file);
    if (headSha) return fileAt(root, headSha, file);
    return existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
  };
  const files: FileTexts[] = changedFiles(root, base.sha, headSha)
    .filter((f) => contentKind(f.path))
    .map((f) => ({ file: f.path, before: textAt(f.path, 'base'), after: textAt(f.path, 'head') }));
  const words = changeWords({
    files,
    schemas,
    content,
    claimsText: { before: textAt(CLAIMS_FILE_PATH, 'base'), after: textAt(CLAIMS_FILE_PATH, 'head') },
    siteText: { before: textAt(SITE_FILE, 'base'), after: textAt(SITE_FILE, 'head') },
    routes: [...new Set([...basePages, ...headPages].map((p) => p.route))],
  });
  const nameOf = pageNamer(content);
  const diffs = new Map(compared.routes.map((d) => [d.route, d]));
  const pages = compared.routes.map((d) => pageReview(d, words, nameOf(d.route, d.head.before?.title)));
  const groups = groupPages(pages, (page) => changeSignature(page, diffs.get(page.route)!));
  const compareMs = Date.now() - comparing;

  const picturing = Date.now();
  const pictured = groups.flatMap((g) => g.pictured);
  const pictures: ReviewPictures = new Map();
  let shots = 0;
  if (pictured.length) {
    say(`Taking pictures of ${pictured.length} page${pictured.length === 1 ? '' : 's'} at 375 and 1280 px…`);
    const camera = await Camera.open();
    try {
      const [baseServer, headServer] = await Promise.all([serveBuild(baseBuild.dist, basePages), serveBuild(headBuild.dist, headPages)]);
      try {
        const date = new Date(commitDate(root, headSha ?? 'HEAD'));
        const jobs = pictured.map((route) => {
          const d = diffs.get(route)!;
          return { route, ...(d.base && { before: baseServer.origin + route }), ...(d.now && { after: headServer.origin + route }) };
        });
        shots = jobs.reduce((n, j) => n + Number(!!j.before) + Number(!!j.after), 0) * WIDTHS.length;
        const taken = await takePictures(camera, jobs, date);
        attachPictures(pages, taken, pictures);
      } finally {
        await Promise.all([baseServer.close(), headServer.close()]);
      }
    } finally {
      await camera.close();
    }
  }
  const picturesMs = Date.now() - picturing;

  const report: ReviewReport = {
    base: baseInfo,
    head,
    files: words.groups.map((g) => ({ file: g.file, name: g.name, changes: g.changes.map((c) => ({ sentence: c.sentence, ...(c.line && { line: c.line }), ...(c.unseen && { unseen: true }) })) })),
    claims: words.claims.map(({ change, shown }) => ({
      sentence: changeSentence(change),
      file: change.file,
      ...(change.line && { line: change.line }),
      shownOn: shown.map((s) => ({ name: s.route === 'every page' ? 'Every page (site settings)' : s.name, ...(s.route && { route: s.route }), places: s.places.map((p) => p.split(' › ').slice(1).join(' › ')).filter(Boolean) })),
    })),
    everyPage: words.everyPage.map(changeSentence),
    groups,
    scriptsOnly: compared.scriptsOnly.map((s) => ({ route: s.route, name: nameOf(s.route), js: { ...(s.base.js !== undefined && { before: s.base.js }), ...(s.now.js !== undefined && { after: s.now.js }) } })),
    unchanged: compared.unchanged.length,
    noVisibleChange: groups.length === 0,
  };
  return {
    kind: 'report',
    report,
    pictures,
    annotations: reviewAnnotations(words),
    timings: { validateMs, buildMs: { base: baseBuild.ms, head: headBuild.ms, baseReused: baseBuild.reused }, compareMs, picturesMs, pictures: shots, totalMs: Date.now() - started },
  };
}
