import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { differences } from '../shards/same-bytes.ts';

const run = promisify(execFile);

/** What `npm run build` said about its cache, read from the lines it prints on stdout. */
export interface BuildRun {
  stdout: string;
  /** The one `Build cache: …` line. */
  cache: string;
  /** Pages rendered this time, pages in the site, and pages kept from the last build. */
  rendered: number;
  total: number;
  fromCache: number;
  bundles: 'reused' | 'built';
}

const RENDERED = /^Rendered (\d+) of (\d+) pages \((\d+) from the build cache\)\.$/gm;

/** The cache lines of a build's output; throws, quoting the output, when one is missing or doubled. */
export function readBuildLines(stdout: string): Omit<BuildRun, 'stdout'> {
  const one = <T>(what: string, found: T[]): T => {
    if (found.length !== 1) throw new Error(`The build printed ${found.length} ${what} lines, not one:\n${stdout}`);
    return found[0]!;
  };
  const cache = one('"Build cache:"', stdout.split('\n').filter((l) => l.startsWith('Build cache:')));
  const [, rendered, total, fromCache] = one('"Rendered … of … pages"', [...stdout.matchAll(RENDERED)]);
  const bundles = one('"Bundles:"', [...stdout.matchAll(/^Bundles: (reused|built)\.$/gm)])[1] as BuildRun['bundles'];
  return { cache, rendered: Number(rendered), total: Number(total), fromCache: Number(fromCache), bundles };
}

/** The environment of every build here; a test changes SITE_URL on it to change the build env. */
export const buildEnv = (): Record<string, string> => ({
  VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/incremental',
  SITE_URL: 'https://www.example.com',
});

/** This process's environment as a shell's: vitest's NODE_ENV=test would make Vite bundle React's development JSX. */
export const shellEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && k !== 'NGINX_ROOT' && !k.startsWith('VITEST') && !k.startsWith('VITE_') && k !== 'SITE_URL'));

/** `npm run build [-- --clean]` of the project at `root` into `dist` (relative to root), as from a shell. */
export async function build(root: string, dist: string, env: Record<string, string>, args: string[] = []): Promise<BuildRun> {
  const inherited = shellEnv();
  try {
    const { stdout } = await run(process.execPath, [path.join(root, 'scripts/cli/run.mjs'), 'build', ...args], {
      cwd: root,
      env: { ...inherited, ...env, DIST_DIR: dist },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { stdout, ...readBuildLines(stdout) };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    if (!('stderr' in e)) throw error;
    throw new Error(`The build of ${root} into ${dist} failed:\n${e.stdout?.slice(-3000)}\n${e.stderr?.slice(-3000)}`);
  }
}

/**
 * The records beside dist/ that a clean build writes (the nginx settings, the page report, Vite's
 * manifest), with the folder's own path written as <dist> so that two folders compare. The cache is
 * left out: it is the incremental build's own business.
 */
function records(root: string, dist: string): Record<string, string | undefined> {
  const full = path.resolve(root, dist);
  const dir = buildInfoDir(full);
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8').replaceAll(full, '<dist>') : undefined);
  return Object.fromEntries(['nginx.conf', 'build-report.json', 'manifest.json'].map((name) => [name, read(name)]));
}

/** Every way two builds of `root` differ: files of dist/ by bytes, then the records beside it. Empty when the same. */
export function buildDifferences(root: string, a: string, b: string): string[] {
  const left = records(root, a);
  const right = records(root, b);
  const unlike = Object.keys(left).filter((name) => left[name] !== right[name]);
  return [...differences(path.resolve(root, a), path.resolve(root, b)), ...unlike.map((name) => `differs beside dist/: ${name}${left[name] === undefined || right[name] === undefined ? ' (missing on one side)' : ''}`)];
}
