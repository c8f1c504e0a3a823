/**
 * npm run review [-- --base <ref>] [--head <ref>] [--out <file>] [--words-only]
 * Builds the site at the base (kept by commit) and at the working tree (or --head), and reports
 * every page that changed for a visitor: in words, in search results, and in pictures before and
 * after at 375 and 1280 px. See README, "Reviewing a change".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportContentProblems } from './report.ts';
import { summaryLine as problemsLine } from '../content/problem.ts';
import { ReviewBuildProblem } from '../review/builds.ts';
import { ReviewGitProblem } from '../review/git.ts';
import { terminalLines, writeOutputs } from '../review/outputs.ts';
import { defaultCache, review } from '../review/review.ts';

const root = path.resolve(import.meta.dirname, '../..');
let args: { base?: string; head?: string; out?: string; 'words-only'?: boolean };
try {
  args = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' }, out: { type: 'string' }, 'words-only': { type: 'boolean' } } }).values;
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\nUsage: npm run review -- [--base <branch, tag or commit>] [--head <commit>] [--out <report.html>] [--words-only]`);
  process.exit(2);
}
const out = path.resolve(args.out ?? path.join(defaultCache(root), 'report.html'));

try {
  const outcome = await review({ root, base: args.base, head: args.head, pictures: !args['words-only'], say: (line) => console.log(line) });
  const written = writeOutputs(outcome, { out });
  if (outcome.kind === 'invalid') {
    reportContentProblems(outcome);
    console.error(`\n${problemsLine(outcome.problems, outcome.sources.size)} Fix them, then run the review again.`);
    process.exit(1);
  }
  for (const line of terminalLines(outcome)) console.log(line);
  const t = outcome.timings;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nReviewed in ${s(t.totalMs)}: checking ${s(t.validateMs)}, builds ${s(Math.max(t.buildMs.base, t.buildMs.head))} (base ${t.buildMs.baseReused ? 'reused' : s(t.buildMs.base)}, head ${s(t.buildMs.head)}), comparing ${s(t.compareMs)}, ${t.pictures} pictures ${s(t.picturesMs)}.`,
  );
  console.log(`Report: ${written.reportPath}`);
} catch (err) {
  if (err instanceof ReviewGitProblem || err instanceof ReviewBuildProblem) {
    console.error(`Review stopped: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
