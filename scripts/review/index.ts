/**
 * The review of a change, for other tools (the CLI is scripts/cli/review.ts):
 *
 *   const outcome = await reviewSavedChanges(root);   // what the Studio's review shows
 *   if (outcome.kind === 'report') reportHtml(outcome.report, outcome.pictures);
 */
import path from 'node:path';
import { reportHtml } from './report/html.tsx';
import { defaultCache, review, type ReviewOptions, type ReviewOutcome } from './review.ts';

export { review, defaultCache, reportHtml, type ReviewOptions, type ReviewOutcome };
export type { PageReview, ReviewReport, ReviewPictures } from './types.ts';
export { summaryLine } from './report/words.ts';

/**
 * Every saved change not yet committed (the working tree compared with HEAD), reviewed like a pull
 * request: for the Studio's "Review and save", before the changes are committed.
 */
export function reviewSavedChanges(root: string, options: Omit<ReviewOptions, 'root' | 'base' | 'head'> = {}): Promise<ReviewOutcome> {
  return review({ ...options, root: path.resolve(root), base: 'HEAD' });
}
