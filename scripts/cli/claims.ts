import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { blockingProblems } from '../content/problem.ts';
import { claimUsages } from '../content/claims/index.ts';
import { formatClaimsReport } from '../content/claims/report.ts';

// `npm run claims [-- --json] [folder]`: every figure and fact of content/claims.yaml with where it is
// used. The folder (or CONTENT_ROOT) is another site to report on; the schemas are this project's.
const project = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const root = path.resolve(folder ?? process.env.CONTENT_ROOT ?? project);

try {
  const content = loadContent(root, path.join(project, 'schemas'));
  const claims = claimUsages(content);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ maxAgeMonths: content.claims.maxAgeMonths, claims }, null, 2));
  } else {
    console.log(formatClaimsReport(claims, content.claims.maxAgeMonths));
    const errors = blockingProblems(content.problems).length;
    if (errors) console.error(`\nThe content has ${errors} error${errors === 1 ? '' : 's'}; places in files with errors may be missing. Run npm run validate to see them.`);
  }
} catch (err) {
  const missing = (err as NodeJS.ErrnoException).code === 'ENOENT' ? (err as NodeJS.ErrnoException).path : undefined;
  console.error(`Claims report stopped: ${missing ? `${missing} does not exist.` : err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
