import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StudioError } from '../../server/http.ts';
import { place } from './validate.ts';

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
    throw new StudioError(422, `The preview could not be made: ${buildProblem(said.out)}`);
  }
  writeFileSync(seedsFile, own);
  return { dist: previewDist(workspace), ms: Date.now() - started };
}

/**
 * The build's first content problem (it prints "content/pages/x.yaml:6:5 message", then the lines
 * around it), with the place named as editors know it; else its last words. Never a stack trace.
 */
export function buildProblem(out: string): string {
  const lines = out.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l) && !/^\s*>?\s*\d*\s*\|/.test(l));
  const named = (l: string) => l.replace(/content\/[^\s:]+(:\d+(:\d+)?)?:?\s*/g, (m) => `On ${place(m.replace(/:.*$/, '').trim())}: `).trim();
  const first = lines.findIndex((l) => /content\/[^\s:]+:\d+:\d+/.test(l));
  if (first >= 0) return named(lines[first]!);
  return lines.slice(-3).map(named).join(' ') || 'the build stopped.';
}
