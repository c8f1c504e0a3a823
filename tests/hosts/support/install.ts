import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { processAlive } from '../../../scripts/build/process-alive.ts';

/**
 * The host engines are large (netlify-cli is about 500 MB), so `npm install` for the site never
 * brings them. The host tests install each one on first use, at the versions pinned by its own
 * package.json and package-lock.json (tests/hosts/engines/<engine>/), into a cache folder shared by
 * every checkout: ~/.cache/automata-site/hosts/<engine>@<version>/ (XDG_CACHE_HOME is respected).
 */
export const CACHE_ROOT = path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'automata-site', 'hosts');
const ENGINES = path.resolve(import.meta.dirname, '../engines');
const DONE = '.installed';

export interface Installed {
  /** The engine's folder in the cache (its node_modules, and a state/ folder for what it keeps). */
  dir: string;
  version: string;
  /** Seconds the install took now, or null when it was already in the cache. */
  installSeconds: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One install at a time across test files and checkouts: a lock folder holding the installer's pid (a dead one's lock is taken over). */
async function withLock<T>(work: () => T): Promise<T> {
  const lock = path.join(CACHE_ROOT, '.lock');
  mkdirSync(CACHE_ROOT, { recursive: true });
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const pid = Number(existsSync(path.join(lock, 'pid')) ? readFileSync(path.join(lock, 'pid'), 'utf8') : 0);
      if (pid && !processAlive(pid)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Another host engine install has held ${lock} for 20 minutes. If no install is running, delete that folder.`);
      else await sleep(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The checkers (tests/hosts/checkers/<tool>/) install the same way, under the same lock. */
export const CHECKERS = path.resolve(import.meta.dirname, '../checkers');

/**
 * The engine (cloudflare, netlify), checker or other heavy test tool from the cache, installing it first when it
 * is not there yet. `from` is the folder holding its package files (tests/hosts/engines, CHECKERS, tests/tools,
 * scripts/bench/peer for the bench's Astro).
 */
export async function installEngine(engine: string, main: string, from = ENGINES): Promise<Installed> {
  const source = path.join(from, engine);
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const version = pkg.dependencies[main]!;
  const dir = path.join(CACHE_ROOT, `${engine}@${version}`);
  // The lock file is part of the name's promise: a changed lock means a new install.
  const lockText = readFileSync(path.join(source, 'package-lock.json'), 'utf8');
  const installed = () => existsSync(path.join(dir, DONE)) && readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === lockText;
  if (installed()) return { dir, version, installSeconds: null };
  return withLock(() => {
    if (installed()) return { dir, version, installSeconds: null };
    const started = Date.now();
    const staging = `${dir}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(source, f), path.join(staging, f));
    console.log(`Installing ${main} ${version} into ${dir} (first use only)...`);
    // No install scripts: the engines run as shipped (workerd and deno binaries come in their npm packages), and the
    // Observatory's would download lists from hosts CI cannot reach (the package ships them).
    const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: staging, encoding: 'utf8' });
    if (npm.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      const said = `${npm.stderr ?? ''}${npm.error?.message ?? ''}`.trim().split('\n').slice(-8).join('\n  ');
      throw new Error(
        `Could not install ${main} ${version} into ${dir}. The first run needs the npm registry; later runs use the cache.\nnpm said:\n  ${said}`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    writeFileSync(path.join(dir, DONE), new Date().toISOString());
    return { dir, version, installSeconds: Math.round((Date.now() - started) / 1000) };
  });
}
