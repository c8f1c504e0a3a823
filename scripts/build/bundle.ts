import { compiledConfig, keptConfig, runBundler } from './bundler-process.mjs';
import { BUILD_CONTENT_ENV, type BuildContent } from '../vite/content-plugin.ts';

/**
 * The client bundle (into `dist`) and the server bundle used by the prerender (into `serverOut`).
 * Neither holds page content: the content plugin gets only the site settings and the routes with a
 * parameter, handed over from the content the build has already loaded and checked.
 */
export function bundleSite(root: string, dist: string, serverOut: string, content: BuildContent, signal?: AbortSignal): Promise<void> {
  // Handed over at once when the config is kept, not after an await: the build calls this while it checks the pages,
  // and the check does not yield until it ends (at 1,000 pages the bundler waited 2 s for it).
  const kept = keptConfig(root);
  return kept ? bundleWith(kept) : compiledConfig(root).then(bundleWith);

  function bundleWith(config: string): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Error('The bundler was stopped.'));
    // A process of its own (bundler-process.mjs): its memory goes back to the system when it ends, and the prerender
    // that follows does not carry it.
    const child = runBundler(root, config, { clientOut: dist, serverOut, env: { ...process.env, [BUILD_CONTENT_ENV]: JSON.stringify({ root, ...content }) } });
    // Stopped by the caller (a bundle started early and not needed): settled once the process has ended.
    const stopChild = () => child.kill();
    signal?.addEventListener('abort', stopChild, { once: true });
    return new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(signal?.aborted ? 'The bundler was stopped.' : `The bundler stopped (exit code ${code}); its message is above.`))));
    }).finally(() => signal?.removeEventListener('abort', stopChild));
  }
}
