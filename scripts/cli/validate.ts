import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { reportContentProblems } from './report.ts';

const root = path.resolve(import.meta.dirname, '../..');
const content = loadContent(root);
reportContentProblems(content);
const files = content.sources.size;
const count = content.problems.length;
const inFiles = new Set(content.problems.map((p) => p.file)).size;
if (count) {
  console.error(`\nChecked ${files} content files: ${count} problem${count === 1 ? '' : 's'} in ${inFiles} file${inFiles === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`Checked ${files} content files: no problems.`);
