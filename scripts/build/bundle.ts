import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { compiledEntry } from './compiled.mjs';
import { BUILD_CONTENT_ENV, type BuildContent } from '../vite/content-plugin.ts';

// Runs in a plain Node process of its own: the bundler's memory goes back to the system when the process ends,
// and the prerender that follows does not carry it. vite.config.ts comes bundled into plain JavaScript by the
// build's own compiler (compiled.mjs, kept while its files are the same) and is handed to Vite as it is: given
// the file, Vite 8 bundled it again with Rolldown for each of the two builds and parsed every module it imports
// for its native-loader check, about 1.4 s of the bundler's CPU at 27 pages, more than bundling the site's client.
// Each build evaluates the config module again (a query of its own), so it gets new plugins, as from the file.
const CHILD = `
const { build, mergeConfig } = await import('vite');
const [configUrl, clientOut, serverOut] = JSON.parse(process.argv[1]);
const config = async (run, options) => mergeConfig((await import(configUrl + '?' + run)).default, { configFile: false, logLevel: 'warn', build: options });
await build(await config('client', { outDir: clientOut, emptyOutDir: true }));
await build(await config('server', { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false }));
// The bundler's CPU time, when the build measures its stages (scripts/build/stages.ts).
if (process.env.BUILD_STAGES) { const u = process.cpuUsage(); (await import('node:fs')).writeFileSync(process.env.BUILD_STAGES + '.assets', String((u.user + u.system) / 1000)); }
`;

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

/**
 * The client bundle (into `dist`) and the server bundle used by the prerender (into `serverOut`).
 * Neither holds page content: the content plugin gets only the site settings and the routes with a
 * parameter, handed over from the content the build has already loaded and checked.
 */
export async function bundleSite(root: string, dist: string, serverOut: string, content: BuildContent, signal?: AbortSignal): Promise<void> {
  const config = pathToFileURL(await compiledEntry(root, 'vite.config.ts')).href;
  if (signal?.aborted) throw new Error('The bundler was stopped.');
  const child = spawn(process.execPath, [...BUNDLER_V8, '--input-type=module', '-e', CHILD, JSON.stringify([config, dist, serverOut])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...BUNDLER_ALLOCATOR, ...process.env, [BUILD_CONTENT_ENV]: JSON.stringify({ root, ...content }) },
  });
  // Stopped by the caller (a bundle started early and not needed): settled once the process has ended.
  const stopChild = () => child.kill();
  signal?.addEventListener('abort', stopChild, { once: true });
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(signal?.aborted ? 'The bundler was stopped.' : `The bundler stopped (exit code ${code}); its message is above.`))));
  }).finally(() => signal?.removeEventListener('abort', stopChild));
}
