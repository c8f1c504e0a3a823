import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { browserFiles } from '../proof/browser-files.ts';
import { rewriteProject } from '../proof/rewrite-project.ts';
import { copyProject } from '../../tests/support/project-copy.ts';

/**
 * The content proof: tests never pin copy. A throwaway copy of the project gets every text, figure
 * and label of its content rewritten (scripts/proof), is validated and built, and the tests that read
 * copy run against it, taking their expected values from the rewritten content (CONTENT_ROOT).
 *
 *   tsx scripts/cli/content-proof.ts [--all] [--keep] [--seed <text>]
 *
 * --all runs every unit and browser test and goes on after a failure (to measure); --keep leaves the
 * copy for a closer look (it is kept anyway when something fails).
 */
const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const all = args.includes('--all');
const seed = args.includes('--seed') ? args[args.indexOf('--seed') + 1] : undefined;

// Browser tests: all that test the built site, but the sweeps of every page that check structure the
// rewrite keeps and assert no copy (the main browser run has them, on the real content): axe and sideways
// scroll, the first-load budget of each page (and the comparison built on it), nothing moving on a jump to
// the end, and each page's Content-Security-Policy. Unit tests: those that can see the content, through a module that
// imports virtual content (what components render) or through tests/support/content.ts (what tests expect).
const STRUCTURE_SWEEPS = ['axe', 'WCAG', 'sideways', 'loads what the build says', 'against the site before islands', 'nothing moves when the reader jumps', 'served with a strict policy'];
const STRUCTURE_ONLY = `^(?!.*(${STRUCTURE_SWEEPS.join('|')})).*$`;

/** Source and test files that import a virtual content module (virtual:site, virtual:routes, ...). */
function importingVirtualContent(): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') visit(rel);
      } else if (/\.tsx?$/.test(entry.name) && /from 'virtual:/.test(readFileSync(path.join(root, rel), 'utf8'))) out.push(rel);
    }
  };
  ['src', 'tests'].forEach(visit);
  return out;
}

const started = Date.now();
const copy = copyProject({ prefix: 'content-proof-' });
const dist = path.join(copy.dir, 'dist');
// Built like the main test build (scripts/cli/test-all.ts), so the booking tests find their receiver.
const bookingPort = process.env.BOOKING_TEST_PORT ?? '4599';
const env = {
  ...process.env,
  CONTENT_ROOT: copy.dir,
  DIST_DIR: dist,
  VITE_BOOKING_WEBHOOK_URL: `http://127.0.0.1:${bookingPort}/booking-webhook`,
  SITE_URL: 'https://www.automatalabs.in',
};
let failed = 0;

function run(name: string, cmd: string, cmdArgs: string[], cwd = root): void {
  console.log(`\n▶ content proof: ${name}`);
  // The copy is not a git checkout: the build dates pages by file times instead, and git says so on every page.
  const build = cwd !== root;
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: ['inherit', 'inherit', build ? 'pipe' : 'inherit'], env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (build) process.stderr.write(result.stderr.replace(/^fatal: not a git repository.*\n/gm, ''));
  if (result.status === 0) return;
  failed++;
  console.error(`\n✖ content proof: ${name} failed on rewritten content (the copy is kept in ${copy.dir}).`);
  if (!all) process.exit(result.status ?? 1);
}

try {
  console.log(`▶ content proof: rewriting every text, figure and label in ${copy.dir}`);
  const report = rewriteProject(copy.dir, seed);
  console.log(`Rewrote ${report.rewritten} values in ${report.files.length} files; kept ${report.kept} links, pictures, anchors, dates and settings.`);
} catch (err) {
  console.error(`✖ content proof: the rewrite stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
run('the rewritten content validates', bin('tsx'), ['scripts/cli/validate.ts', copy.dir]);
run('build of the rewritten site', bin('tsx'), ['scripts/cli/build.ts'], copy.dir);
const unit = all ? ['run'] : ['related', '--run', 'tests/support/content.ts', ...importingVirtualContent()];
run('unit tests on rewritten content', bin('vitest'), [...unit, '--project', 'unit']);
run('browser tests on the rewritten site', bin('vitest'), ['run', '--project', 'browser', ...(all ? [] : ['-t', STRUCTURE_ONLY, ...browserFiles(root)])]);
if (!all) console.log('(Tests listed as skipped in this step are the structure sweeps: axe, sideways scroll, first-load budgets, layout on a jump to the end and each page\'s policy. The main browser run has just run them on the real content.)');

// The build keeps its server bundle in the project's node_modules cache, named after the output folder.
rmSync(path.join(root, 'node_modules/.cache/site-server', Buffer.from(dist).toString('base64url')), { recursive: true, force: true });
if (failed) process.exit(1);
if (!args.includes('--keep')) copy.remove();
console.log(`\nContent proof passed in ${((Date.now() - started) / 1000).toFixed(0)} s: no test pins copy.`);
