import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installEngine } from '../../tests/hosts/support/install.ts';
import { copyProject } from '../../tests/support/project-copy.ts';
import { readBuildReport } from '../build/build-info.ts';
import { CheckCache } from '../content/check-cache.ts';
import { astroProject, claimValues } from './astro-project.ts';
import { measure, median, setDistAside, type Measured } from './measure.ts';
import { GENERATED_DIR, generatePages } from './pages.ts';
import { SHARED_TEMPLATE, sharedPage } from './shared-page.ts';

// `npm run bench -- --peer astro`: the same generated pages (the home page's hero, stats, card-grid and cta
// blocks, same YAML, same words) built from cold by this project and by Astro, side by side, at each size.
// Astro installs on first use into the cache folder, pinned by scripts/bench/peer/astro/package-lock.json.

export interface PeerRow {
  pages: number;
  /** The site's own pages (and posts), which our build makes as well as the generated ones. */
  ownPages: number;
  ours: Measured;
  /** One generated page's title changed, then `node scripts/cli/run.mjs build` with the cold build's cache: each edit's wall time, in ms. */
  rebuilds: number[];
  astro: Measured;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const buildEnv = { ...process.env, VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/bench', SITE_URL: 'https://www.example.com', DIST_DIR: 'dist' };

function check(step: string, run: Measured): Measured {
  if (run.status !== 0 && !/over the first-load JS budget/.test(run.output)) throw new Error(`${step} failed:\n${run.output.slice(-3000)}`);
  return run;
}

/** One size: our cold build of the site with `count` generated pages, then Astro's of the same pages. */
async function measureSize(count: number, astroModules: string): Promise<PeerRow> {
  const copy = copyProject({ prefix: 'site-peer-' });
  const astroDir = mkdtempSync(path.join(os.tmpdir(), 'astro-peer-'));
  try {
    generatePages(copy.dir, count, SHARED_TEMPLATE, sharedPage);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'bench');
    // The social cards are kept across builds by what they show (node_modules/.cache/site-cards/), as after any
    // earlier build of the site; Astro makes none, so cards not drawn yet are drawn by a build that is not timed.
    // Always: counting the kept cards said nothing of whether these pages' are among them (a run at 1,000 pages
    // once timed 1,000 cards drawn, 29.5 s against 5.6 s).
    check('untimed build drawing the social cards', await measure(npm, ['run', '--silent', 'build'], { cwd: copy.dir, env: buildEnv }));
    CheckCache.forget(copy.dir);
    // Astro builds into a new folder; ours starts with no dist/ too, as from a fresh checkout. Otherwise ours
    // would be timed removing the untimed build's 20,000 files (1.2-1.4 s of CPU at 10,000 pages).
    setDistAside(copy.dir);
    // `node scripts/cli/run.mjs build`, the command `npm run build` runs, as Astro's is `node astro.js build`, the
    // command its `npm run build` runs: neither is measured with npm's own process (about 57 MB) around it.
    const ours = check('npm run build', await measure(process.execPath, ['scripts/cli/run.mjs', 'build', '--clean'], { cwd: copy.dir, env: buildEnv }));

    const ownPages = readBuildReport(path.join(copy.dir, 'dist')).filter((r) => !r.path.endsWith('/_fallback')).length - count;
    const rebuilds = await timeOneEdits(copy.dir);

    // Astro gets the generated files byte for byte.
    const dir = path.join(copy.dir, GENERATED_DIR);
    const pages = Object.fromEntries(readdirSync(dir).map((f) => [f.replace(/\.yaml$/, ''), readFileSync(path.join(dir, f), 'utf8')]));
    const claims = claimValues(readFileSync(path.join(copy.dir, 'content/claims.yaml'), 'utf8'));
    for (const [file, text] of Object.entries(astroProject(pages, claims))) {
      mkdirSync(path.dirname(path.join(astroDir, file)), { recursive: true });
      writeFileSync(path.join(astroDir, file), text);
    }
    symlinkSync(astroModules, path.join(astroDir, 'node_modules'), 'dir');
    const astroEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
    const astro = check('astro build', await measure(process.execPath, [path.join(astroModules, 'astro/astro.js'), 'build', '--silent'], { cwd: astroDir, env: astroEnv }));
    const built = readdirSync(path.join(astroDir, 'dist')).length;
    if (built !== count) throw new Error(`Astro wrote ${built} pages of ${count}:\n${astro.output.slice(-2000)}`);
    return { pages: count, ownPages, ours, rebuilds, astro };
  } finally {
    copy.remove();
    rmSync(astroDir, { recursive: true, force: true });
  }
}

/**
 * A one-page edit, built as `npm run build` builds it (without npm's own start), three times: the first
 * generated page's number in its title becomes A, then B, then C (same length: a title at its limit stays
 * within it). Each edit redraws that page's social card, as any title edit does.
 */
async function timeOneEdits(dir: string): Promise<number[]> {
  const file = path.join(dir, GENERATED_DIR, '1.yaml');
  const times: number[] = [];
  for (const mark of ['A', 'B', 'C']) {
    const text = readFileSync(file, 'utf8');
    const edited = text.replace(/^(\s*title:\s*")[^ ]+ · /m, `$1${mark} · `);
    if (edited === text) throw new Error(`${file} has no numbered title to edit`);
    writeFileSync(file, edited);
    // Timed without sampling its memory (measure): the figure is its time alone.
    const run = check('one-page rebuild', await measure(process.execPath, ['scripts/cli/run.mjs', 'build'], { cwd: dir, env: buildEnv, memory: false }));
    if (!/^Rendered 1 of /m.test(run.output)) throw new Error(`The one-page rebuild did not render one page:\n${run.output.slice(-2000)}`);
    times.push(run.ms);
  }
  return times;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(2)} GB` : `${n.toFixed(0)} MB`);
/** "1.52× faster" when ours takes less, "1.52× slower" when it takes more. */
export const ratio = (ours: number, theirs: number, faster = 'faster', slower = 'slower'): string =>
  ours <= theirs ? `${(theirs / ours).toFixed(2)}× ${faster}` : `${(ours / theirs).toFixed(2)}× ${slower}`;

/**
 * The table, one row per size: wall time, CPU time and peak memory (whole process tree) of each, ours
 * against Astro's, our CPU time per page built (generated and own), and our one-page rebuild (median).
 */
export function peerTable(rows: PeerRow[]): string {
  const lines = [
    '| pages | Astro: wall, CPU, peak memory | this project: wall, CPU, peak memory | wall | CPU | memory | this project: CPU a page | this project: one-page rebuild |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const cell = (m: Measured) => `${seconds(m.ms)}, ${seconds(m.cpuMs)}, ${mb(m.peakMb)}`;
  for (const { pages, ownPages, ours, rebuilds, astro } of rows) {
    const perPage = `${(ours.cpuMs / (pages + ownPages)).toFixed(2)} ms`;
    const rebuild = `${(median(rebuilds) / 1000).toFixed(2)} s (${rebuilds.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`;
    lines.push(
      `| ${pages.toLocaleString('en')} (+${ownPages} of our own) | ${cell(astro)} | ${cell(ours)} | ${ratio(ours.ms, astro.ms)} | ${ratio(ours.cpuMs, astro.cpuMs, 'less', 'more')} | ${ratio(ours.peakMb, astro.peakMb, 'less', 'more')} | ${perPage} | ${rebuild} |`,
    );
  }
  return lines.join('\n');
}

/** Runs the comparison at each size and prints the table; the exit code. */
export async function benchPeer(peer: string, sizes: number[]): Promise<number> {
  if (peer !== 'astro') {
    console.error(`--peer knows astro only, not "${peer}".`);
    return 1;
  }
  const { dir, version, installSeconds } = await installEngine('astro', 'astro', path.resolve(import.meta.dirname, 'peer'));
  if (installSeconds !== null) console.log(`Installed Astro ${version} in ${installSeconds} s.`);
  const load = () => os.loadavg().map((n) => n.toFixed(1)).join(', ');
  const rows: PeerRow[] = [];
  for (const size of sizes) {
    console.log(`${size} pages: building with this project, then Astro ${version} (load average ${load()})…`);
    rows.push(await measureSize(size, path.join(dir, 'node_modules')));
  }
  console.log(`\n${peerTable(rows)}\n`);
  console.log(`Cold builds (no caches), one run each. Peak memory is the whole process tree's. CPU a page: our build's CPU time over every page it built (goal: at most 2 ms at 10,000 pages). One-page rebuild: the median of three title edits, each built after the cold build with its cache (goal: under 1 s). Node ${process.version}, ${os.cpus().length} cores, load average ${load()} at the end (1, 5, 15 min).`);
  return 0;
}
