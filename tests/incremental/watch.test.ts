import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { WATCHING } from '../../scripts/build/watch.ts';
import { copyProject } from '../support/project-copy.ts';
import { build, buildDifferences, buildEnv, readBuildLines, shellEnv } from './builds.ts';
import { changeYamlText, firstTextAt, pagesOf, plainPages } from './edits.ts';

/**
 * `npm run build -- --watch`: one process builds, then builds again after each save. Each rebuild
 * must be the same bytes as a clean build of the same content, render only the page that changed,
 * and a bad save must say what is wrong and keep watching, building again once it is fixed.
 */
const copy = copyProject({ prefix: 'site-watch-' });
const DIST = 'dist';
const CLEAN = 'clean';
const env = buildEnv();
let watcher: ChildProcess;
let output = '';
let seen = 0;

/** What the watcher printed from the last WATCHING line to the next one (its next build). */
function nextBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const at = output.indexOf(WATCHING, seen);
      if (at < 0) return false;
      const text = output.slice(seen, at);
      seen = at + WATCHING.length;
      resolve(text);
      return true;
    };
    if (look()) return;
    const timer = setInterval(() => look() && clearInterval(timer), 50);
    watcher.once('exit', (code) => reject(new Error(`The watcher ended (${code}):\n${output.slice(-3000)}`)));
  });
}

beforeAll(async () => {
  watcher = spawn(process.execPath, [path.join(copy.dir, 'scripts/cli/run.mjs'), 'build', '--watch'], { cwd: copy.dir, env: { ...shellEnv(), ...env, DIST_DIR: DIST } });
  watcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  watcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const first = await nextBuild();
  expect(readBuildLines(first).bundles).toBe('built');
}, 300_000);

afterAll(async () => {
  // Ended before its folder goes: a build it is in the middle of would still be writing there.
  if (watcher && watcher.exitCode === null) {
    const ended = new Promise((resolve) => watcher.once('exit', resolve));
    watcher.kill('SIGTERM');
    await ended;
  }
  copy.remove();
});

describe('npm run build -- --watch', () => {
  const page = plainPages(pagesOf(copy.dir).pages)[0]!;
  const file = copy.file(page.file);

  it('rebuilds a one-page edit alone, the same bytes as a clean build', async () => {
    const at = firstTextAt(parseDocument(readFileSync(file, 'utf8')), [], ['title', 'headline', 'heading'])!;
    changeYamlText(file, at);
    const rebuilt = await nextBuild();
    const lines = readBuildLines(rebuilt);
    expect(lines).toMatchObject({ cache: 'Build cache: used.', rendered: 1, bundles: 'reused' });
    expect(rebuilt).toMatch(/^Rebuilt in \d+ ms \(\d+ ms of CPU\)\.$/m);
    await build(copy.dir, CLEAN, env, ['--clean']);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
  });

  it('says what is wrong with a bad save, keeps watching, and builds again once it is fixed', async () => {
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^seo:/m, 'seo: ['));
    const refused = await nextBuild();
    expect(refused).toMatch(new RegExp(`^${page.file.replace(/[.]/g, '\\.')}:\\d+:\\d+ `, 'm'));
    expect(refused).toMatch(/^Not rebuilt: fix the problem above and save again\.$/m);
    expect(refused).not.toMatch(/^\s+at /m);
    writeFileSync(file, good);
    const rebuilt = await nextBuild();
    expect(rebuilt).toMatch(/^Rebuilt in \d+ ms \(\d+ ms of CPU\)\.$/m);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
  });

  it('builds a page added while watching, and removes it once deleted, the same bytes as a clean build', async () => {
    const added = path.join(path.dirname(file), `watch-added-${path.basename(file)}`);
    // A copy of the page with its search title changed (two pages may not share one), made outside
    // the watched folders and moved in whole, as one save.
    const draft = copy.file('watch-draft.yaml');
    writeFileSync(draft, readFileSync(file, 'utf8'));
    changeYamlText(draft, ['seo', 'title'], 3);
    renameSync(draft, added);
    const built = await nextBuild();
    expect(readBuildLines(built)).toMatchObject({ rendered: 1, bundles: 'reused' });
    await build(copy.dir, CLEAN, env, ['--clean']);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
    rmSync(added);
    const removed = await nextBuild();
    expect(readBuildLines(removed).rendered).toBe(0);
    await build(copy.dir, CLEAN, env, ['--clean']);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
  });
});
