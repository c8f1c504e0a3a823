/**
 * Reviews every saved, uncommitted change (reviewSavedChanges) for the Studio, in a process of its
 * own so the dev server never waits on it: prints progress a line at a time, then writes the
 * result beside the report.
 *
 *   tsx scripts/review/run-saved.ts <folder>   →  <folder>/result.json, <folder>/report.html
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultCache, reportHtml, reviewSavedChanges } from './index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.resolve(process.argv[2] ?? path.join(defaultCache(root), 'studio'));
mkdirSync(out, { recursive: true });
try {
  const outcome = await reviewSavedChanges(root, { say: (line) => console.log(line.trim()) });
  if (outcome.kind === 'invalid') {
    writeFileSync(path.join(out, 'result.json'), JSON.stringify({ state: 'invalid', problems: outcome.messages }));
  } else {
    writeFileSync(path.join(out, 'report.html'), reportHtml(outcome.report, outcome.pictures));
    writeFileSync(path.join(out, 'result.json'), JSON.stringify({ state: 'done', report: outcome.report }));
  }
} catch (err) {
  writeFileSync(path.join(out, 'result.json'), JSON.stringify({ state: 'failed', error: `The review stopped: ${err instanceof Error ? err.message : String(err)}` }));
}
