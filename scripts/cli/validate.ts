import path from 'node:path';
import { CheckCache } from '../content/check-cache.ts';
import { checkContent } from '../content/check-content.ts';
import { blockingProblems, summaryLine } from '../content/problem.ts';
import { reportContentProblems } from './report.ts';

// The content to check: the project by default, or another site folder (tests use fixture sites)
// given as the first argument or CONTENT_ROOT. The schemas always come from this project.
// `--strict` makes warnings (such as an out-of-date figure) fail the check too. Results of unchanged
// pages are kept in node_modules/.cache/content-check; `--no-cache` checks every file afresh.
const project = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const useCache = !args.includes('--no-cache');
const folder = args.find((a) => !a.startsWith('--'));
const root = path.resolve(folder ?? process.env.CONTENT_ROOT ?? project);

try {
  const opened = useCache ? CheckCache.open(root) : undefined;
  if (opened?.note) console.error(opened.note);
  const content = checkContent(root, path.join(project, 'schemas'), { cache: opened?.cache });
  opened?.cache.save();
  reportContentProblems(content);
  const line = summaryLine(content.problems, content.filesChecked);
  if (blockingProblems(content.problems, { strict }).length) {
    console.error(strict && content.problems.length ? `${line} (--strict: warnings count as errors)` : line);
    process.exit(1);
  }
  if (content.problems.length) console.error(line);
  else console.log(line);
} catch (err) {
  // A missing folder or a broken schema file: still one plain sentence, never a stack trace.
  const missing = (err as NodeJS.ErrnoException).code === 'ENOENT' ? (err as NodeJS.ErrnoException).path : undefined;
  console.error(`Content check stopped: ${missing ? `${missing} does not exist.` : err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
