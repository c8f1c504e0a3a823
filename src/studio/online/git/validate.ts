import path from 'node:path';
import { checkContent } from '../../../../scripts/content/check-content.ts';
import { routeOfPageFile } from '../../../../scripts/content/names.ts';
import { blockingProblems, messageWithHint } from '../../../../scripts/content/problem.ts';
import { StudioError } from '../../server/http.ts';

/** Where a problem is, as editors name it: a page by its address, anything else by what it is. */
export function place(file: string): string {
  if (file.startsWith('content/pages/')) return `the page ${routeOfPageFile(file)}`;
  if (file === 'content/site.yaml') return 'the site settings';
  if (file === 'content/claims.yaml') return 'the figures and facts';
  if (file.startsWith('content/blog/')) return 'a blog post';
  return 'the content';
}

/**
 * The check `npm run validate` makes, on the content as it would go live (checked out in `dir`):
 * any error refuses the publish with the first problems in plain sentences (422, with all of them).
 */
export function refuseInvalid(dir: string, what: string): void {
  const content = checkContent(dir, path.join(dir, 'schemas'));
  const errors = blockingProblems(content.problems);
  if (!errors.length) return;
  const first = errors[0]!;
  const more = errors.length > 1 ? ` There ${errors.length === 2 ? 'is 1 more problem' : `are ${errors.length - 1} more problems`}.` : '';
  throw new StudioError(422, `${what} cannot go live because of a mistake on ${place(first.file)}: ${messageWithHint(first)}${more} Nothing was published; the change is still waiting.`, {
    problems: errors.map((p) => ({ place: place(p.file), message: messageWithHint(p), path: p.path })),
  });
}

/** Runs the check once, whatever it finds: the checker keeps its compiled schemas for the next time. */
export function warmChecker(dir: string): void {
  try {
    checkContent(dir, path.join(dir, 'schemas'));
  } catch {
    // A main that does not check is found again, and said, when something is published.
  }
}
