/**
 * The review of every saved, uncommitted change (scripts/review: the working tree compared with
 * the last commit, built and photographed), run for the Studio in a process of its own
 * (scripts/review/run-saved.ts) so the dev server never waits on it: `POST /review` starts it (a
 * call while it runs joins it), `GET /review` says how far it is and, once done, what changed in
 * words, `GET /review/report` answers the report's HTML for the Studio to show. One review at a
 * time per project.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defaultCache } from '../../../scripts/review/cache.ts';
import { wordsWithMove } from '../../../scripts/review/moves.ts';
import type { ReviewReport } from '../../../scripts/review/types.ts';
import { StudioError, StudioResponse } from './http.ts';
import type { ApiContext, ApiRequest } from './api.ts';

interface ReviewRun {
  state: 'running' | 'done' | 'invalid' | 'failed';
  /** The review's progress lines so far. */
  progress: string[];
  report?: ReviewReport;
  problems?: string[];
  error?: string;
}

const runs = new Map<string, ReviewRun>();

const NOT_GIT = 'This copy of the site keeps no history of changes, so there is nothing to compare the saved changes with.';

/** Where the Studio's review writes its report (beside the review's builds; REVIEW_CACHE moves both). */
export const studioReviewFolder = (root: string): string => path.join(defaultCache(root), 'studio');

/** A page of the review as the Studio lists it. */
export interface ReviewedPage {
  route: string;
  name: string;
  status: 'changed' | 'added' | 'removed';
  /** The old address of a page that moved here (its old address forwards). */
  movedFrom?: string;
  words: string[];
  lookOnly: boolean;
  everyPage: boolean;
}

/** What GET and POST /review answer: the state, the progress lines, and the words once there are any. */
export interface ReviewStatus {
  state: 'idle' | ReviewRun['state'];
  progress?: string[];
  error?: string;
  problems?: string[];
  noVisibleChange?: boolean;
  everyPage?: string[];
  pages?: ReviewedPage[];
  unchanged?: number;
}

/** What the Studio shows of a run: its state, and the words once there are any. */
function status(run: ReviewRun | undefined): ReviewStatus & Record<string, unknown> {
  if (!run) return { state: 'idle' };
  const base = { state: run.state, progress: run.progress };
  if (run.state === 'failed') return { ...base, error: run.error };
  if (run.state === 'invalid') return { ...base, problems: run.problems };
  if (!run.report) return base;
  const report = run.report;
  return {
    ...base,
    noVisibleChange: report.noVisibleChange,
    files: report.files,
    claims: report.claims,
    everyPage: report.everyPage,
    pages: report.groups.flatMap((g) => g.pages.map((p) => ({ route: p.route, name: p.name, status: p.status, ...(p.movedFrom && { movedFrom: p.movedFrom }), words: wordsWithMove(p), lookOnly: p.lookOnly, everyPage: p.everyPage }))),
    unchanged: report.unchanged,
  };
}

function start(root: string): void {
  const run: ReviewRun = { state: 'running', progress: [] };
  runs.set(root, run);
  const folder = studioReviewFolder(root);
  rmSync(folder, { recursive: true, force: true });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/review/run-saved.ts', folder], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stdout.on('data', (d: Buffer) => run.progress.push(...d.toString().split('\n').filter(Boolean)));
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  child.on('error', (err) => Object.assign(run, { state: 'failed', error: `The review could not start: ${err.message}` }));
  child.on('close', () => {
    const result = path.join(folder, 'result.json');
    if (!existsSync(result)) {
      Object.assign(run, { state: 'failed', error: `The review stopped: ${errors.trim().split('\n').slice(-5).join('\n') || 'no result'}` });
      return;
    }
    Object.assign(run, JSON.parse(readFileSync(result, 'utf8')) as Partial<ReviewRun>);
  });
}

export const reviewHandlers: Record<string, (ctx: ApiContext, request: ApiRequest) => Promise<unknown> | unknown> = {
  'POST /review': async (ctx) => {
    if (!(await ctx.git())) throw new StudioError(409, NOT_GIT);
    if (runs.get(ctx.root)?.state !== 'running') start(ctx.root);
    return status(runs.get(ctx.root));
  },
  'GET /review': (ctx) => status(runs.get(ctx.root)),
  'GET /review/report': (ctx) => {
    const run = runs.get(ctx.root);
    const file = path.join(studioReviewFolder(ctx.root), 'report.html');
    if (run?.state !== 'done' || !existsSync(file)) throw new StudioError(404, run?.state === 'running' ? 'The review is still running.' : 'There is no review yet: start one first.');
    // The report has no script and needs nothing from outside: its pictures are inside it.
    return new StudioResponse(readFileSync(file, 'utf8'), 'text/html; charset=utf-8', { 'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'" });
  },
};
