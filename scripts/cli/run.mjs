// `node scripts/cli/run.mjs build --clean`: runs scripts/cli/build.ts (or another entry named by its path) bundled into plain JavaScript
// once (scripts/build/compiled.mjs), so that a build starts without a TypeScript loader.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBundlerEarly } from '../build/bundler-process.mjs';
import { compiledEntry } from '../build/compiled.mjs';

const [name, ...args] = process.argv.slice(2);
const watching = name === 'build' && args.includes('--watch');
// --watch holds every page's records (a large live set) and makes a one-page rebuild's garbage short-lived. With
// V8's young generation of 16 MB much of it was promoted and collected with the live set: a rebuild at 10,027
// pages took 0.35-0.61 s, and 0.25-0.38 s with 64 MB. V8 reads that size only when a process starts, so the
// watching process is started again with it, and this one waits for it.
const YOUNG = '--max-semi-space-size=64';
if (watching && !process.execArgv.includes(YOUNG)) {
  const child = spawn(process.execPath, [YOUNG, ...process.execArgv, ...process.argv.slice(1)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: { ...process.env, BUILD_GIT_RUNNER: '1' } });
  // The watching process asks git through this small one (scripts/build/lastmod.ts): starting a program from a
  // process holding 10,000 pages' records cost it about 10 ms of its own time each.
  child.on('message', (asked) => {
    execFile('git', asked.args, { cwd: asked.cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (child.connected) child.send({ id: asked.id, failed: error ? error.message : undefined, stdout });
    });
  });
  // Ctrl+C reaches both processes (one terminal group); a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // A command's name (build), or the path of another entry from the project's root (the Studio online's server).
  const entry = name.includes('/') ? name : `scripts/cli/${name}.ts`;
  const root = path.resolve(import.meta.dirname, '../..');
  // A build that will surely bundle (nothing kept: --clean, a shard) starts the bundler's process first: it loads
  // Vite and the site's config on the other core while this one loads the build's code and checks the content.
  const bundles = name === 'build' && !watching && !args.includes('--merge') && args.some((a) => a === '--clean' || a.startsWith('--shard'));
  // If it cannot start (vite.config.ts does not compile), the build starts one itself and reports why it fails.
  const early = bundles ? startBundlerEarly(root).catch(() => {}) : undefined;
  const file = await compiledEntry(root, entry);
  await early;
  // The command reads its options from process.argv as if it had been started itself.
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
}
