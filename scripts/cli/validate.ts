import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { reportContentProblems, summaryLine } from './report.ts';

// The content to check: the project by default, or another site folder (tests use fixture sites)
// given as the first argument or CONTENT_ROOT. The schemas always come from this project.
const project = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(process.argv[2] ?? process.env.CONTENT_ROOT ?? project);

try {
  const content = loadContent(root, path.join(project, 'schemas'));
  reportContentProblems(content);
  const line = summaryLine(content);
  if (content.problems.length) {
    console.error(line);
    process.exit(1);
  }
  console.log(line);
} catch (err) {
  // A missing folder or a broken schema file: still one plain sentence, never a stack trace.
  const missing = (err as NodeJS.ErrnoException).code === 'ENOENT' ? (err as NodeJS.ErrnoException).path : undefined;
  console.error(`Content check stopped: ${missing ? `${missing} does not exist.` : err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
