import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { bundleSite } from '../../../scripts/build/bundle.ts';
import { startBundlerEarly } from '../../../scripts/build/bundler-process.mjs';
import { EarlyBundle } from '../../../scripts/build/early-bundle.ts';
import { checkContent } from '../../../scripts/content/check-content.ts';
import { copyProject } from '../../support/project-copy.ts';

// The bundler gets vite.config.ts compiled by the build's own compiler, not the file (bundle.ts): what the
// config says must still reach both bundles, a change to it must be seen at the next build, and each of the two
// builds must get the config's plugins new, as Vite gives them when it loads the file for each build.
const copy = copyProject({ prefix: 'site-bundle-' });
afterAll(() => copy.remove());
Object.assign(process.env, { VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/bundle', SITE_URL: 'https://www.example.com' });

let listed: Parameters<typeof EarlyBundle.contentOf> | undefined;
checkContent(copy.dir, undefined, { onSite: (site, pages) => (listed = [site!, pages]) });

/** The copy's config with a plugin that writes which config it came from and how many builds its module served. */
function markConfig(version: string): void {
  const file = copy.file('vite.config.ts');
  const text = readFileSync(file, 'utf8').replace(/\/\/ marker[\s\S]*?\/\/ end marker\n/, '');
  const marker = `// marker\nlet builds = 0;\nconst marker = { name: 'marker', generateBundle(this: { emitFile(file: object): void }) { builds += 1; this.emitFile({ type: 'asset', fileName: 'marker.txt', source: '${version} ' + builds + (process.env.BUNDLE_MARK ?? '') }); } };\n// end marker\n`;
  writeFileSync(file, marker + text.replace('plugins: [react(),', 'plugins: [marker, react(),'));
}

async function bundle(name: string): Promise<{ client: string; server: string }> {
  const dist = copy.file(`${name}/dist`);
  const server = copy.file(`${name}/server`);
  await bundleSite(copy.dir, dist, server, EarlyBundle.contentOf(...listed!));
  return { client: readFileSync(path.join(dist, 'marker.txt'), 'utf8'), server: readFileSync(path.join(server, 'marker.txt'), 'utf8') };
}

it('bundles with what vite.config.ts says now, each build with new plugins', async () => {
  markConfig('first');
  expect(await bundle('one')).toEqual({ client: 'first 1', server: 'first 1' });
  markConfig('second');
  expect(await bundle('two')).toEqual({ client: 'second 1', server: 'second 1' });
}, 180_000);

it('takes the process started early (run.mjs), which builds with the environment of the moment it is given its job', async () => {
  markConfig('early');
  process.env.BUNDLE_MARK = ', when started';
  await startBundlerEarly(copy.dir);
  const started = (globalThis as Record<symbol, { child: ChildProcess } | undefined>)[Symbol.for('site-build.bundler-process')]!.child;
  process.env.BUNDLE_MARK = ', when given its job';
  try {
    const job = bundle('three');
    // The build hands the job over while it checks the pages, and the check does not yield until it ends: the
    // bundler must get its job and work meanwhile, with this thread busy as the check keeps it.
    const made = copy.file('three/dist/marker.txt');
    for (const until = Date.now() + 30_000; !existsSync(made) && Date.now() < until; );
    expect(existsSync(made)).toBe(true);
    expect(await job).toEqual({ client: 'early 1, when given its job', server: 'early 1, when given its job' });
  } finally {
    delete process.env.BUNDLE_MARK;
  }
  expect(started.exitCode).toBe(0);
}, 180_000);

it('ends a process started early that gets no job when its build ends', async () => {
  await startBundlerEarly(copy.dir);
  const started = (globalThis as Record<symbol, { child: ChildProcess } | undefined>)[Symbol.for('site-build.bundler-process')]!.child;
  // What the build's end does to it: the pipe to it closes.
  started.stdin!.end();
  const code = await new Promise((resolve) => started.once('exit', resolve));
  expect(code).toBe(0);
}, 60_000);
