import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Studio app built for the online server: src/studio/{index,preview,signin}.html under /__studio/. */
export const appDirOf = (root: string): string => path.join(root, 'node_modules/.cache/studio-app');

const PAGES = ['index', 'preview', 'signin'];
const STAMP = '.built';
// What the built app is made of: its code, the site's components and schemas, and the settings and posts the preview shows.
const INPUTS = ['src', 'schemas', 'content/site.yaml', 'content/blog', 'package-lock.json'];

function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(file)) {
    // The server is not part of the app it serves.
    if (name !== 'node_modules' && !(name === 'server' && file.endsWith(path.join('studio', 'online')))) latest = Math.max(latest, newest(path.join(file, name)));
  }
  return latest;
}

/** Whether the built app is missing or older than anything it is made of. */
export function appIsStale(root: string): boolean {
  const stamp = path.join(appDirOf(root), STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newest(path.join(root, input)) > built);
}

/** A production Vite build of the Studio's pages (no dev server, no Vite client, hashed assets). */
export async function buildApp(root: string): Promise<string> {
  const [{ build }, { default: react }, { contentPlugin }, { blogPostsPlugin }, { picturesPlugin }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('../../../../scripts/vite/content-plugin.ts'),
    import('../../../../scripts/vite/blog-posts-plugin.ts'),
    import('../../../../scripts/vite/pictures-plugin.ts'),
  ]);
  const outDir = appDirOf(root);
  await build({
    root,
    configFile: false,
    base: '/__studio/',
    publicDir: false,
    logLevel: 'error',
    plugins: [react(), contentPlugin(root), blogPostsPlugin(root), picturesPlugin(root, { variants: false })],
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // The Studio's CSP allows scripts from itself only: no inline module-preload polyfill.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: Object.fromEntries(PAGES.map((p) => [p, path.join(root, 'src/studio', `${p}.html`)])) },
    },
  });
  writeFileSync(path.join(outDir, STAMP), new Date().toISOString() + '\n');
  return outDir;
}

/**
 * Builds the app when missing or stale, in a process of its own: the bundler's memory (about 1 GB)
 * is given back when it ends instead of staying with the long-running server.
 */
export async function ensureApp(root: string, log: (line: string) => void): Promise<string> {
  if (!appIsStale(root)) return appDirOf(root);
  log('Building the Studio app (npm run studio:build)…');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(tsx, [path.join(import.meta.dirname, 'build.ts')], { cwd: root, stdio: 'inherit' });
    child.on('exit', resolve);
    child.on('error', () => resolve(-1));
  });
  if (code !== 0) throw new Error('The Studio app did not build (npm run studio:build says why).');
  return appDirOf(root);
}
