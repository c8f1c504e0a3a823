import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyProject } from '../../tests/support/project-copy.ts';
import { kb } from '../build/budget.ts';
import { CheckCache } from '../content/check-cache.ts';
import { readBuildReport, type BuildReportEntry } from '../build/build-info.ts';
import { measureDevServer, type DevServerFigures } from './dev-server.ts';
import { measure, median, type Measured } from './measure.ts';
import { GENERATED_DIR, generatePages, TEMPLATE_PAGE } from './pages.ts';
import { measureStages, stagesTable, type StageRun } from './stages.ts';
import { differences } from '../../tests/shards/same-bytes.ts';
import { benchStudio } from './studio.ts';
import { benchPeer } from './peer.ts';

// `npm run bench -- --pages 10000`: how validation, the build and first-load JS grow with the
// number of pages, beside the goals of issue 24. It works on throwaway copies of the project (a git
// checkout of their own, so sitemap dates come from git as in a real checkout) and never touches
// content/. Past 1,000 pages it measures the site with 1,000 extra pages too: memory at N pages is
// judged against that figure.
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    // How many shards to build and merge after the whole build (0: none).
    shards: { type: 'string', default: '4' },
    // Only the cold builds timed by stage (at the site's own pages, 1,000 and --pages), not the rest.
    stages: { type: 'boolean', default: false },
    // Only the Studio online's budgets (scripts/bench/studio.ts), not the site's.
    studio: { type: 'boolean', default: false },
    // The same pages built by a peer generator too (astro), at 27, 1,000 and --pages: scripts/bench/peer.ts.
    peer: { type: 'string' },
  },
});
if (values.studio) process.exit(await benchStudio(path.resolve(import.meta.dirname, '../..')));
const extra = Number(values.pages);
const runs = Math.max(1, Number(values.runs));
if (!Number.isInteger(extra) || extra < 0) throw new Error('--pages takes a whole number, such as --pages 1000');
if (values.peer) process.exit(await benchPeer(values.peer, [...new Set([27, 1000, extra].filter((n) => n > 0 && n <= Math.max(extra, 27)))]));

interface Row {
  overBudget: boolean;
  pages: number;
  /** `npm run validate -- --no-cache`: every page checked. */
  validate: number;
  validateMb: number;
  /** `npm run validate` with every page's result kept from the run before (no file changed). */
  validateWarm: number;
  validateWarmMb: number;
  /** `npm start` with the check's results kept from the validate runs (see dev-server.ts). */
  dev: DevServerFigures;
  build: number;
  peakMb: number;
  /** The largest single process of the build (the prerender, the bundler…), in MB. */
  processMb: number;
  processName: string;
  contentJs: number;
  templateJs: number;
  blogJs: number;
  shellJs: number;
  /** One generated page's title changed, then `npm run build` with the last build's cache. */
  /** `ownMs`: a second edit, built by the build's own process (`node scripts/cli/run.mjs build`), without npm's start. */
  oneEdit?: { ms: number; ownMs: number; rendered: number; of: number };
  /** The shards one after another: each one's time and peak, the merge's, and whether the merge equals the whole build. */
  shards?: { ms: number[]; peakMb: number; mergeMs: number; same: boolean };
}

const shardCount = Number(values.shards);

/** Builds the copy as `shardCount` shards, one after another (in CI they run side by side), and merges them. */
async function measureShards(dir: string): Promise<Row['shards']> {
  if (!(shardCount > 1)) return undefined;
  const ms: number[] = [];
  let peakMb = 0;
  for (let k = 1; k <= shardCount; k++) {
    const run = check(`shard ${k}/${shardCount}`, await measure(npm, ['run', '--silent', 'build', '--', '--shard', `${k}/${shardCount}`], { cwd: dir, env: { ...buildEnv, DIST_DIR: `shards/${k}` } }));
    ms.push(run.ms);
    peakMb = Math.max(peakMb, run.peakProcess.mb);
  }
  const dirs = Array.from({ length: shardCount }, (_, i) => `shards/${i + 1}`);
  const merge = await measure(npm, ['run', '--silent', 'build', '--', '--merge', ...dirs], { cwd: dir, env: { ...buildEnv, DIST_DIR: 'merged' } });
  if (merge.status !== 0 && !/over the first-load JS budget/.test(merge.output)) check('merge', merge);
  return { ms, peakMb, mergeMs: merge.ms, same: differences(path.join(dir, 'dist'), path.join(dir, 'merged')).length === 0 };
}

/** Changes one page's text (a generated page, or the template when there are none) and times the incremental build. */
async function measureOneEdit(dir: string): Promise<Row['oneEdit']> {
  const file = path.join(dir, existsSync(path.join(dir, GENERATED_DIR, '1.yaml')) ? path.join(GENERATED_DIR, '1.yaml') : TEMPLATE_PAGE);
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^(\s*title:\s*")/m, '$1Edited · '));
  const run = check('one-page rebuild', await measure(npm, ['run', '--silent', 'build'], { cwd: dir, env: buildEnv }));
  const counts = /^Rendered (\d+) of (\d+) pages/m.exec(run.output);
  // npm's own start takes about 0.3 s: the same edit once more, timed in the process that `npm run build` starts.
  // The first edit's words replaced, not added to: the site's own page has little room left in its title.
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^(\s*title:\s*")Edited · /m, '$1Again · '));
  const own = check('one-page rebuild, the build alone', await measure(process.execPath, ['scripts/cli/run.mjs', 'build'], { cwd: dir, env: buildEnv }));
  return counts ? { ms: run.ms, ownMs: own.ms, rendered: Number(counts[1]), of: Number(counts[2]) } : undefined;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const buildEnv = { ...process.env, VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/bench', SITE_URL: 'https://www.example.com', DIST_DIR: 'dist' };

function check(step: string, run: Measured): Measured {
  if (run.status !== 0) throw new Error(`${step} failed:\n${run.output.slice(-3000)}`);
  return run;
}

async function measureSite(count: number): Promise<Row> {
  const copy = copyProject({ prefix: 'site-bench-' });
  try {
    generatePages(copy.dir, count);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'bench');
    const validations: Measured[] = [];
    const warm: Measured[] = [];
    const builds: Measured[] = [];
    // The content check with no kept results, then with them (the first run keeps them).
    for (let i = 0; i < runs; i++) validations.push(check('npm run validate', await measure(npm, ['run', '--silent', 'validate', '--', '--no-cache'], { cwd: copy.dir })));
    check('npm run validate', await measure(npm, ['run', '--silent', 'validate'], { cwd: copy.dir }));
    for (let i = 0; i < runs; i++) warm.push(check('npm run validate (kept results)', await measure(npm, ['run', '--silent', 'validate'], { cwd: copy.dir })));
    const templateRoute = '/' + TEMPLATE_PAGE.replace(/^content\/pages\//, '').replace(/\.ya?ml$/, '');
    const forget = () => CheckCache.forget(copy.dir);
    const dev = await measureDevServer(copy.dir, templateRoute, TEMPLATE_PAGE, Math.max(3, runs), forget);
    for (let i = 0; i < runs; i++) {
      // --clean: each run is a whole build, not one reusing the last run's cache (the content check's kept results are used).
      const build = await measure(npm, ['run', '--silent', 'build', '--', '--clean'], { cwd: copy.dir, env: buildEnv });
      // A build over its JS budget still wrote its report: that is a result to show, not a crash.
      if (build.status !== 0 && !/over the first-load JS budget/.test(build.output)) check('npm run build', build);
      builds.push(build);
    }
    const oneEdit = await measureOneEdit(copy.dir);
    // The shards are built from the edited pages, so their merge is compared with the incremental build's dist/.
    const shards = await measureShards(copy.dir);
    const report = readBuildReport(path.join(copy.dir, 'dist'));
    const isShell = (r: BuildReportEntry) => r.path.endsWith('/_fallback');
    const isBlog = (r: BuildReportEntry) => (r.path === '/blog' || r.path.startsWith('/blog/')) && !isShell(r);
    const total = report.filter((r) => !r.path.endsWith('/_fallback')).length;
    return {
      overBudget: builds.some((b) => b.status !== 0),
      pages: total,
      validate: median(validations.map((v) => v.ms)),
      validateMb: Math.max(...validations.map((v) => v.peakProcess.mb)),
      validateWarm: median(warm.map((v) => v.ms)),
      validateWarmMb: Math.max(...warm.map((v) => v.peakProcess.mb)),
      dev,
      build: median(builds.map((b) => b.ms)),
      peakMb: Math.max(...builds.map((b) => b.peakMb)),
      processMb: Math.max(...builds.map((b) => b.peakProcess.mb)),
      processName: builds.find((b) => b.peakProcess.mb === Math.max(...builds.map((x) => x.peakProcess.mb)))?.peakProcess.name ?? '?',
      contentJs: Math.max(...report.filter((r) => !isBlog(r) && !isShell(r)).map((r) => r.js)),
      templateJs: report.find((r) => r.path === templateRoute)?.js ?? Number.NaN,
      blogJs: Math.max(...report.filter(isBlog).map((r) => r.js)),
      // The shell that renders a post published after the build in the browser (React and the article).
      shellJs: report.find((r) => r.path.endsWith('/_fallback'))?.js ?? Number.NaN,
      shards,
      oneEdit,
    };
  } finally {
    if (values.keep) console.log(`Kept the copy at ${copy.dir}`);
    else copy.remove();
  }
}

/** Cold builds of one copy, timed by stage, as it grows from the site's own pages to 1,000 and --pages more. */
async function stageRuns(): Promise<StageRun[]> {
  const copy = copyProject({ prefix: 'site-stages-' });
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, stdio: 'ignore' });
    git('init', '-q');
    const out: StageRun[] = [];
    for (const size of [...new Set([0, Math.min(1000, extra), extra])]) {
      generatePages(copy.dir, size);
      git('add', '-A');
      git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '--allow-empty', '-m', `${size} pages`);
      out.push(await measureStages(copy.dir, buildEnv));
    }
    return out;
  } finally {
    if (values.keep) console.log(`Kept the copy at ${copy.dir}`);
    else copy.remove();
  }
}

const os = await import('node:os');
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(', ');
console.log(`Cold builds by stage (nothing kept), load average ${load()} at the start…`);
console.log(`\n${stagesTable(await stageRuns())}\n\nCPU per page counts the per-page stages; each thread's stage times are scaled by its CPU over its elapsed time. Load average ${load()} at the end (1, 5, 15 min).\n`);
if (values.stages) process.exit(0);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
// The site with 1,000 extra pages is the yardstick for memory at N pages (issue 24: at most 1.5×).
const baseExtra = extra > 1000 ? 1000 : 0;
console.log(`Measuring the site with ${baseExtra} then ${extra} generated pages (${runs} run${runs === 1 ? '' : 's'} each, median)…`);
const small = await measureSite(baseExtra);
const large = await measureSite(extra);
const ratio = large.processMb / small.processMb;
const rows: [string, (r: Row) => string, string][] = [
  ['`npm run build`, wall time', (r) => seconds(r.build), 'at most 30 s at 10,000 pages (2 cores)'],
  ['peak memory of the build, largest process', (r) => `${mb(r.processMb)} (${r.processName})`, `at most 1 GB at 10,000 pages, and 1.5× the 1,000-page figure: ${ratio.toFixed(2)}×`],
  ['peak memory of the build, process tree at once', (r) => mb(r.peakMb), '–'],
  ['`npm run validate`, wall time, every page checked (`--no-cache`)', (r) => seconds(r.validate), 'at most 3 s at 10,000 pages'],
  ['peak memory of validate, every page checked, largest process', (r) => mb(r.validateMb), 'at most 500 MB at 10,000 pages'],
  ['`npm run validate`, wall time, results kept from the run before', (r) => seconds(r.validateWarm), 'at most 3 s at 10,000 pages'],
  ['peak memory of validate, results kept, largest process', (r) => mb(r.validateWarmMb), 'at most 500 MB at 10,000 pages'],
  ['`npm start`: start to the first page answered (HTML and data), no results kept', (r) => (r.dev.coldStartMs === undefined ? '–' : seconds(r.dev.coldStartMs)), 'under 5 s at 10,000 pages'],
  ['`npm start`: the same, results kept from the start before', (r) => seconds(r.dev.startMs), 'under 5 s at 10,000 pages'],
  ['`npm start`: a copy edit saved to the words shown in the open page (Chromium)', (r) => `${r.dev.editMs.toFixed(0)} ms`, 'under 500 ms at 10,000 pages'],
  ['`npm start`: peak memory of the dev server', (r) => mb(r.dev.peakMb), '–'],
  ['one-page rebuild (a page title changed, then `npm run build`)', (r) => (r.oneEdit ? `${seconds(r.oneEdit.ms)} (rendered ${r.oneEdit.rendered} of ${r.oneEdit.of} pages)` : '–'), 'at most 3 s at 10,000 pages'],
  ['one-page rebuild, the build\'s own process (`node scripts/cli/run.mjs build`, without npm\'s start)', (r) => (r.oneEdit ? seconds(r.oneEdit.ownMs) : '–'), 'at most 1 s at 10,000 pages (issue 34)'],
  ...(shardCount > 1
    ? ([
        [`${shardCount} shards: slowest shard + merge (CI wall time with one runner each)`, (r) => (r.shards ? `${seconds(Math.max(...r.shards.ms) + r.shards.mergeMs)} (shards ${r.shards.ms.map((m) => (m / 1000).toFixed(1)).join(', ')} s; merge ${seconds(r.shards.mergeMs)})` : '–'), 'pays off when below the whole build'],
        [`${shardCount} shards: peak memory of a shard, largest process`, (r) => (r.shards ? mb(r.shards.peakMb) : '–'), ''],
        [`${shardCount} shards merged: same bytes as the incremental build after the edit`, (r) => (r.shards ? (r.shards.same ? 'yes' : '**NO**') : '–'), 'yes'],
      ] satisfies [string, (r: Row) => string, string][])
    : []),
  [`first-load JS, ${path.basename(TEMPLATE_PAGE, '.yaml')}`, (r) => kb(r.templateJs), 'the build enforces its budget'],
  ['first-load JS, content pages (max)', (r) => kb(r.contentJs), ''],
  ['first-load JS, blog routes (max)', (r) => kb(r.blogJs), ''],
  ['first-load JS, blog shell for posts published later', (r) => kb(r.shellJs), ''],
];
for (const r of [small, large]) if (r.overBudget) console.log(`The ${r.pages}-page build failed its first-load JS budget.`);
const perPage = (large.build - small.build) / Math.max(1, large.pages - small.pages);
console.log(`\n| | ${small.pages.toLocaleString('en')} pages | ${large.pages.toLocaleString('en')} pages | goal (issue 24) |\n|---|---|---|---|`);
for (const [label, cell, goal] of rows) console.log(`| ${label} | ${cell(small)} | ${cell(large)} | ${goal} |`);
console.log(`\nBuild time per extra page: ${perPage.toFixed(1)} ms; ${large.pages} pages build in ${(large.build / small.build).toFixed(2)}× the time of ${small.pages}.`);
console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end (timings on a busy machine say little).`);
