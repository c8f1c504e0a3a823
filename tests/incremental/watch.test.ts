import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * The copy is a git checkout whose content was committed on a day in the past: the sitemap's
 * dates of committed pages are that day, those of saved pages their modification time (lastmod.ts).
 * The watcher keeps git's dates between builds (kept-dates.ts); a clean build reads them afresh.
 */
function commit(day: string, ...args: string[]): void {
  const at = `${day}T12:00:00Z`;
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', day, ...args], {
    cwd: copy.dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at },
  });
}

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
  execFileSync('git', ['init', '-q'], { cwd: copy.dir });
  execFileSync('git', ['add', 'content'], { cwd: copy.dir });
  commit('2020-01-02');
  startWatcher();
  const first = await nextBuild();
  expect(readBuildLines(first).bundles).toBe('built');
}, 300_000);

function startWatcher(): void {
  watcher = spawn(process.execPath, [path.join(copy.dir, 'scripts/cli/run.mjs'), 'build', '--watch'], { cwd: copy.dir, env: { ...shellEnv(), ...env, DIST_DIR: DIST } });
  watcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  watcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
}

async function stopWatcher(): Promise<void> {
  // Ended before its folder goes: a build it is in the middle of would still be writing there.
  if (watcher && watcher.exitCode === null) {
    const ended = new Promise((resolve) => watcher.once('exit', resolve));
    watcher.kill('SIGTERM');
    await ended;
  }
}

/** Each page file of dist/ and when it was last written. */
function pageTimes(): Record<string, number> {
  const dir = path.join(copy.dir, DIST);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return Object.fromEntries(files.map((f) => [f, statSync(path.join(dir, f)).mtimeMs]));
}

afterAll(async () => {
  await stopWatcher();
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

  it('dates saved and committed pages in the sitemap as a clean build does, after saves to two pages and a commit', async () => {
    const [a, b, c] = plainPages(pagesOf(copy.dir).pages).slice(1, 4).map((p) => p.file);
    const save = (file: string) => changeYamlText(copy.file(file), firstTextAt(parseDocument(readFileSync(copy.file(file), 'utf8')), [], ['title', 'headline', 'heading'])!);
    const sitemap = () => readFileSync(path.join(copy.dir, DIST, 'sitemap.xml'), 'utf8');
    const today = new Date().toISOString().slice(0, 10);
    for (const file of [a!, b!]) {
      save(file);
      expect(readBuildLines(await nextBuild())).toMatchObject({ rendered: 1, bundles: 'reused' });
      await build(copy.dir, CLEAN, env, ['--clean']);
      expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
    }
    expect(sitemap()).toContain(`<lastmod>${today}</lastmod>`);
    expect(sitemap()).toContain('<lastmod>2020-01-02</lastmod>');
    // A commit changes no file the watcher sees; the next save's build dates a and b by it.
    commit('2021-02-03', '-a');
    save(c!);
    await nextBuild();
    await build(copy.dir, CLEAN, env, ['--clean']);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
    expect(sitemap()).toContain('<lastmod>2021-02-03</lastmod>');
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

  // Its first build keeps every page; the quiet warm-up after it (build.ts) renders a page without writing it.
  it('starts again on the site it built, writing no page and printing one build, and rebuilds the first save the same bytes as a clean build', async () => {
    await stopWatcher();
    const before = pageTimes();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    startWatcher();
    const first = await nextBuild();
    expect(readBuildLines(first)).toMatchObject({ cache: 'Build cache: used.', rendered: 0, bundles: 'reused' });
    expect(pageTimes()).toEqual(before);
    changeYamlText(file, firstTextAt(parseDocument(readFileSync(file, 'utf8')), [], ['title', 'headline', 'heading'])!);
    expect(readBuildLines(await nextBuild())).toMatchObject({ rendered: 1, bundles: 'reused' });
    await build(copy.dir, CLEAN, env, ['--clean']);
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
  });
});
