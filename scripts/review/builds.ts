import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvFiles } from '../build/env-check.ts';
import { withLock } from './lock.ts';
import { unpackCommit } from './git.ts';

/**
 * Bump when the way the review builds a site changes, so builds cached by an older recipe are
 * made again rather than compared with new ones.
 */
const RECIPE = 1;

/** A built version of the site: its dist/ folder, and where it was built from. */
export interface BuiltSite {
  /** The project folder the build ran in. */
  root: string;
  dist: string;
  /** The commit, or undefined for the working tree. */
  sha?: string;
  /** True when a cached build of this commit was used. */
  reused: boolean;
  ms: number;
}

export class ReviewBuildProblem extends Error {}

/**
 * The environment of both review builds: the same for base and head, whatever the developer's shell
 * or .env files say, so only the change under review makes a difference. Bookings go to a loopback
 * address (nothing is sent: the pictures never submit a form), the blog is the embedded posts, no
 * Turnstile, and the site's address is site.yaml's own.
 */
export function reviewBuildEnv(root: string, dist: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) if (!key.startsWith('VITE_')) out[key] = value;
  // Vite reads .env files under the environment: every VITE_ setting they have is blanked out.
  for (const key of Object.keys(readEnvFiles(root))) if (key.startsWith('VITE_')) out[key] = '';
  delete out.NODE_ENV;
  return {
    ...out,
    VITE_SUPABASE_URL: '',
    VITE_SUPABASE_ANON_KEY: '',
    VITE_TURNSTILE_SITE_KEY: '',
    VITE_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:9/review-build',
    ALLOW_MISSING_BOOKING_WEBHOOK: 'true',
    SITE_URL: '',
    DIST_DIR: dist,
  };
}

/** Runs `npm run build`'s script in `root` with the review environment; the output is kept for a failure. */
function runBuild(root: string, dist: string, tools: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(tools, 'node_modules/.bin/tsx'), ['scripts/cli/build.ts'], { cwd: root, env: reviewBuildEnv(root, dist), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new ReviewBuildProblem(`The build stopped:\n${output.trim().split('\n').slice(-30).join('\n')}`));
    });
  });
}

/** `npm ci` in a folder, for a commit whose package-lock.json differs from the working tree's. */
function npmCi(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new ReviewBuildProblem(`npm ci failed in ${dir}:\n${output.trim()}`))));
  });
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The working tree as it is (uncommitted and untracked files included), built into its own folder of the cache. */
export async function buildWorkingTree(root: string, cache: string): Promise<BuiltSite> {
  const started = Date.now();
  const dir = path.join(cache, `worktree-${hash(realpathSync(root))}`);
  const dist = path.join(dir, 'dist');
  await withLock(dir, () => runBuild(root, dist, root));
  return { root, dist, reused: false, ms: Date.now() - started };
}

interface Stamp {
  recipe: number;
  sha: string;
}

const readStamp = (file: string): Stamp | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stamp) : undefined);

/** Where a commit is kept: <cache>/<sha>/tree (its files), tree/dist (its build). */
export const commitFolder = (cache: string, sha: string) => {
  const dir = path.join(cache, sha);
  return { dir, tree: path.join(dir, 'tree'), dist: path.join(dir, 'tree', 'dist'), unpacked: path.join(dir, 'unpacked.json'), built: path.join(dir, 'build.json') };
};

/**
 * A commit's files unpacked under <cache>/<sha>/tree, sharing the working tree's node_modules when
 * package-lock.json is the same (else with its own `npm ci`, said in a line). Kept for later reviews.
 */
export async function unpackedCommit(root: string, sha: string, cache: string, say: (line: string) => void): Promise<string> {
  const at = commitFolder(cache, sha);
  await withLock(at.dir, async () => {
    if (readStamp(at.unpacked)?.sha === sha && existsSync(at.tree)) return;
    rmSync(at.tree, { recursive: true, force: true });
    rmSync(at.built, { force: true });
    await unpackCommit(root, sha, at.tree);
    const lock = (folder: string) => (existsSync(path.join(folder, 'package-lock.json')) ? readFileSync(path.join(folder, 'package-lock.json'), 'utf8') : '');
    if (lock(at.tree) === lock(root)) {
      // A repository that committed its node_modules link gets it replaced by the working tree's.
      rmSync(path.join(at.tree, 'node_modules'), { recursive: true, force: true });
      symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(at.tree, 'node_modules'), 'dir');
    } else {
      say(`  ${sha.slice(0, 12)} has other dependencies than the working tree (package-lock.json differs): installing them there with npm ci.`);
      await npmCi(at.tree);
    }
    writeFileSync(at.unpacked, JSON.stringify({ recipe: RECIPE, sha } satisfies Stamp));
  });
  return at.tree;
}

/** A commit built once and kept: a later review of the same commit reuses the build. */
export async function buildCommit(root: string, sha: string, cache: string, say: (line: string) => void): Promise<BuiltSite> {
  const started = Date.now();
  const at = commitFolder(cache, sha);
  const tree = await unpackedCommit(root, sha, cache, say);
  let reused = true;
  await withLock(at.dir, async () => {
    const stamp = readStamp(at.built);
    if (stamp?.recipe === RECIPE && stamp.sha === sha && existsSync(at.dist)) return;
    reused = false;
    await runBuild(tree, at.dist, tree);
    mkdirSync(at.dir, { recursive: true });
    writeFileSync(at.built, JSON.stringify({ recipe: RECIPE, sha } satisfies Stamp));
  });
  return { root: tree, dist: at.dist, sha, reused, ms: Date.now() - started };
}
