import path from 'node:path';
import { blockConventionProblems } from '../blocks/conventions.ts';

// Every block type has its schema, component, styles, test and registry line (saying how it runs in the browser); each missing piece
// is one sentence naming the file (npm test runs this before tsc, whose errors say it less plainly).
const root = path.resolve(import.meta.dirname, '../..');
const problems = blockConventionProblems(root);
for (const p of problems) console.error(p);
if (problems.length) {
  console.error(`\n${problems.length} ${problems.length === 1 ? 'thing' : 'things'} to fix in the block files.`);
  process.exit(1);
}
console.log('Every block type has its schema, component, styles, test and registry line, and says how it runs in the browser.');
