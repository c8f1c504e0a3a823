// Plain JavaScript: scripts/cli/run.mjs starts the bundler's process with it before the build's own code is loaded.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { compiledEntry, keptEntry } from './compiled.mjs';

/**
 * The bundler's JavaScript heap is small (30-60 MB) and its garbage short-lived: a 2 MB young generation (V8's
 * default is 16 MB a semi-space) and a heap grown by at most 20% between collections took the whole build's
 * peak at 27 pages from 303-310 to 261-265 MB, in the same time (3.6-4.4 s against 3.9-4.3 s).
 */
export const BUNDLER_V8 = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

/**
 * Vite 8 bundles with Rolldown, whose native code allocates with mimalloc. By default mimalloc commits
 * whole arenas up front and keeps freed pages a while: of the bundler's 375 MB at 27 pages, JavaScript's
 * heap was about 50 MB. Committing on demand and handing freed pages back at once brings the process to
 * about 225 MB, in the same time (measured: 1.9-2.3 s both ways). A value the caller set wins.
 */
export const BUNDLER_ALLOCATOR = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

// The bundler's process. It loads Vite and the site's config (vite.config.ts, bundled into plain JavaScript by the
// build's own compiler) while it waits for its job on stdin: where to write and the build's environment, which
// carries the checked content (scripts/vite/content-plugin.ts). Given the file instead, Vite 8 bundled the config
// again with Rolldown for each of its two builds and parsed every module it imports for its native-loader check:
// about 1 s of the bundler's CPU at 27 pages. Each build evaluates the config module again (a query of its own), so
// it gets new plugins, as from the file. The job is one line: the end of the pipe would come only once the build's
// event loop runs again, after its content check. No job (the pipe closed: the build needed none, or ended) ends it.
const CHILD = `
const configUrl = process.argv[1];
const { build, mergeConfig } = await import('vite');
const loading = import(configUrl + '?loading');
loading.catch(() => {});
let text = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) {
  text += chunk;
  if (text.includes('\\n')) break;
}
if (!text.includes('\\n')) process.exit(0);
const { clientOut, serverOut, env } = JSON.parse(text);
for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
Object.assign(process.env, env);
const config = async (run, options) => mergeConfig((await import(configUrl + '?' + run)).default, { configFile: false, logLevel: 'warn', build: options });
await build(await config('client', { outDir: clientOut, emptyOutDir: true }));
await build(await config('server', { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false }));
// The bundler's CPU time, when the build measures its stages (scripts/build/stages.ts).
if (process.env.BUILD_STAGES) { const u = process.cpuUsage(); (await import('node:fs')).writeFileSync(process.env.BUILD_STAGES + '.assets', String((u.user + u.system) / 1000)); }
`;

/** One process, started with run.mjs and taken by the build's bundleSite: the two are separate copies of this module. */
const STARTED = Symbol.for('site-build.bundler-process');

/** @param {string} root @param {string} config the compiled config's file URL */
function spawnBundler(root, config) {
  return spawn(process.execPath, [...BUNDLER_V8, '--input-type=module', '-e', CHILD, config], {
    cwd: root,
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...BUNDLER_ALLOCATOR, ...process.env },
  });
}

/** The compiled config's file URL (compiled.mjs keeps it while vite.config.ts and what it imports are the same). */
export const compiledConfig = async (/** @type {string} */ root) => pathToFileURL(await compiledEntry(root, 'vite.config.ts')).href;

/** The same, without waiting, while it is kept; undefined when it must be compiled first. */
export const keptConfig = (/** @type {string} */ root) => {
  const file = keptEntry(root, 'vite.config.ts');
  return file ? pathToFileURL(file).href : undefined;
};

/**
 * Starts the bundler's process as a build starts, when it will surely bundle (run.mjs: --clean, --shard): it loads
 * Vite and the config on the other core while this process loads the build's code and checks the content.
 * @param {string} root
 */
export async function startBundlerEarly(root) {
  const config = await compiledConfig(root);
  const child = spawnBundler(root, config);
  // A spare process is never left behind: without a job it ends when this one does.
  child.on('error', () => {});
  child.unref();
  child.stdin?.on('error', () => {});
  /** @type {any} */ (globalThis)[STARTED] = { root, config, child };
}

/**
 * The bundler's process for `root`, given its job: the one started early if it is still waiting, otherwise a new one.
 * @param {string} root @param {string} config @param {{ clientOut: string; serverOut: string; env: NodeJS.ProcessEnv }} job
 */
export function runBundler(root, config, job) {
  const started = /** @type {any} */ (globalThis)[STARTED];
  delete (/** @type {any} */ (globalThis))[STARTED];
  const fits = started && started.root === root && started.config === config && started.child.exitCode === null && !started.child.killed;
  if (started && !fits) started.child.kill();
  const child = fits ? started.child : spawnBundler(root, config);
  child.ref();
  // Its failures come back as its exit code and its own message.
  child.stdin.on('error', () => {});
  child.stdin.end(`${JSON.stringify(job)}\n`);
  return child;
}
