import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILD_CONTENT_ENV, type BuildContent } from '../vite/content-plugin.ts';

// Runs in a plain Node process of its own: Vite reads vite.config.ts itself, the bundler's memory
// goes back to the system when the process ends, and the prerender that follows does not carry it.
const CHILD = `
const { build } = await import('vite');
const [configFile, clientOut, serverOut] = JSON.parse(process.argv[1]);
const quiet = { configFile, logLevel: 'warn' };
await build({ ...quiet, build: { outDir: clientOut, emptyOutDir: true } });
await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false } });
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
export function bundleSite(root: string, dist: string, serverOut: string, content: BuildContent, signal?: AbortSignal): Promise<void> {
  const child = spawn(process.execPath, [...BUNDLER_V8, '--input-type=module', '-e', CHILD, JSON.stringify([path.join(root, 'vite.config.ts'), dist, serverOut])], {
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
