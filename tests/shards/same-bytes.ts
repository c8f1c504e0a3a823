import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Every file under a folder, relative to it, sorted. */
export function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/** The files that are missing from one folder or differ in bytes: empty when the two are the same. */
export function differences(a: string, b: string): string[] {
  const left = filesUnder(a);
  const right = filesUnder(b);
  const only = [...left.filter((f) => !right.includes(f)).map((f) => `only in ${a}: ${f}`), ...right.filter((f) => !left.includes(f)).map((f) => `only in ${b}: ${f}`)];
  const changed = left.filter((f) => right.includes(f) && !readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f))));
  return [...only, ...changed.map((f) => `differs: ${f}`)];
}

/** `npm run build` of the project at `root` into `dist`, with extra arguments (--shard 1/3, --merge …). */
export async function build(root: string, dist: string, args: string[] = []): Promise<string> {
  // As from a shell: vitest's NODE_ENV=test would make Vite bundle React's development JSX.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')));
  const env = {
    ...inherited,
    DIST_DIR: dist,
    VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/shards',
    SITE_URL: 'https://www.example.com',
    // The nginx settings name the folder they serve: the same one for the whole build and the merge.
    NGINX_ROOT: '/srv/site',
  };
  const { stdout } = await run(process.execPath, [path.join(root, 'scripts/cli/run.mjs'), 'build', ...args], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}
