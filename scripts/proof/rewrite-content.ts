import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { blockingProblems, formatProblems } from '../content/problem.ts';
import { rewriteProject } from './rewrite-project.ts';

// Usage: tsx scripts/proof/rewrite-content.ts <copy of the project> [--seed <text>]
// Rewrites every text, figure and label of the copy's content/ and checks that it still validates.
const project = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? args[seedAt + 1] : undefined;
const folder = args.find((a, i) => !a.startsWith('--') && (seedAt < 0 || i !== seedAt + 1));

if (!folder) {
  console.error('Name the copy of the project to rewrite: tsx scripts/proof/rewrite-content.ts <folder> [--seed <text>]');
  process.exit(2);
}
const root = path.resolve(folder);
if (root === project) {
  console.error('This rewrites every word of the content: run it on a copy of the project, never on the project itself.');
  process.exit(2);
}
try {
  const report = rewriteProject(root, seed);
  const same = [...new Set(report.same)];
  console.log(`Rewrote ${report.rewritten} values in ${report.files.length} files (kept ${report.kept} links, pictures, anchors, dates and settings).`);
  if (same.length) console.log(`Unchanged because they hold no letters or digits: ${same.map((s) => JSON.stringify(s)).join(', ')}`);
  const content = loadContent(root);
  const blocking = blockingProblems(content.problems);
  if (blocking.length) {
    console.error(formatProblems(blocking, content.sources));
    console.error('The rewritten content does not validate: the rewrite must keep every value valid.');
    process.exit(1);
  }
} catch (err) {
  console.error(`Rewrite stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
