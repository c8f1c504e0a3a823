import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StudioError } from '../../server/http.ts';

/** A workspace's own build: dist/ and its cache (README "Incremental builds") in <workspace>/.studio-preview/. */
export const PREVIEW_FOLDER = '.studio-preview';
export const previewDist = (workspace: string): string => path.join(workspace, PREVIEW_FOLDER, 'dist');

/**
 * The workspace built with its saved changes by the site's own incremental build (scripts/cli/build.ts,
 * run in the workspace with DIST_DIR in it). A workspace's first build starts from the last build of
 * another one (its pages and cache are copied; every input is hashed, so only what differs is built
 * again), which makes a one-page change a few seconds' work. Previews never take real bookings.
 */
export async function buildWorkspace(workspace: string, seedsFile: string): Promise<{ dist: string; ms: number }> {
  const started = Date.now();
  const own = path.join(workspace, PREVIEW_FOLDER);
  const seed = existsSync(seedsFile) ? readFileSync(seedsFile, 'utf8').trim() : '';
  if (!existsSync(own) && seed && seed !== own && existsSync(path.join(seed, 'dist'))) cpSync(seed, own, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: path.join(PREVIEW_FOLDER, 'dist'), ALLOW_MISSING_BOOKING_WEBHOOK: 'true', NODE_ENV: 'production' };
  delete env.VITE_BOOKING_WEBHOOK_URL;
  const said = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(path.join(workspace, 'node_modules/.bin/tsx'), ['scripts/cli/build.ts'], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (d: Buffer) => (out = (out + d.toString()).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
  if (said.code !== 0) {
    // The build's own words (content problems are plain sentences); no stack trace.
    const lines = said.out.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l)).slice(-6).join(' ');
    throw new StudioError(422, `The preview could not be made: ${lines || 'the build stopped.'}`);
  }
  writeFileSync(seedsFile, own);
  return { dist: previewDist(workspace), ms: Date.now() - started };
}
