import { readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { filesUnder } from '../shards/same-bytes.ts';
import { copyProject } from '../support/project-copy.ts';
import { build, buildDifferences, buildEnv } from './builds.ts';

/**
 * The cache beside dist/ is only trusted when it is whole and was written by this builder: a damaged
 * cache, or one from another version, is said so in the `Build cache:` line and ignored, and the
 * build is still the same bytes as a clean one. `--clean` starts from nothing. The copy's content
 * never changes here, so one clean build (clean/) is what every build must equal.
 */
const copy = copyProject({ prefix: 'site-incremental-cache-' });
afterAll(() => copy.remove());

const DIST = 'dist';
const env = buildEnv();
const incremental = (args: string[] = []) => build(copy.dir, DIST, env, args);
const cache = () => path.join(buildInfoDir(copy.file(DIST)), 'cache');
const IGNORED = /^Build cache: .+; ignored, building everything\.$/;

/** The cache's records: its JSON files (the rest, if any, is code the cache keeps, such as a server bundle). */
const recordFiles = () => filesUnder(cache()).filter((f) => f.endsWith('.json') && !f.includes(path.sep));

describe('the build cache is trusted only when whole and of this builder', () => {
  it('--clean renders everything, and deletes what dist/ held before', async () => {
    const clean = await build(copy.dir, 'clean', env, ['--clean']);
    expect(clean.cache).toBe('Build cache: --clean; building everything.');
    expect(clean).toMatchObject({ rendered: clean.total, fromCache: 0, bundles: 'built' });
    await incremental();
    // A file no build writes: an incremental build may leave it, a clean one may not.
    writeFileSync(copy.file(`${DIST}/left-from-an-old-build.html`), '<p>old</p>');
    const run = await incremental(['--clean']);
    expect(run.cache).toBe('Build cache: --clean; building everything.');
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
    // And it leaves a cache the next build uses.
    const next = await incremental();
    expect(next.cache).toBe('Build cache: used.');
    expect(next).toMatchObject({ rendered: 0, fromCache: next.total, bundles: 'reused' });
  });

  it('a page deleted from dist/ by hand is rendered again, alone', async () => {
    const page = readdirSync(copy.file(DIST)).find((f) => f.endsWith('.html'))!;
    rmSync(copy.file(path.join(DIST, page)));
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run).toMatchObject({ rendered: 1, fromCache: run.total - 1, bundles: 'reused' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('a script deleted from dist/ by hand: the kept bundles are not trusted, and everything is built', async () => {
    rmSync(copy.file(path.join(DIST, filesUnder(copy.file(DIST)).find((f) => f.endsWith('.js'))!)));
    const run = await incremental();
    expect(run.cache).toMatch(IGNORED);
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('a file copied from content/public deleted from dist/ by hand: the kept bundles are not trusted, and everything is built', async () => {
    const copied = filesUnder(copy.file('content/public'))[0]!;
    rmSync(copy.file(path.join(DIST, copied)));
    const run = await incremental();
    expect(run.cache).toMatch(IGNORED);
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('a truncated cache file is ignored, said so, and the build is the same as a clean one', async () => {
    const records = recordFiles();
    expect(records.length).toBeGreaterThan(0);
    for (const f of records) truncateSync(path.join(cache(), f), Math.floor(statSync(path.join(cache(), f)).size / 2));
    const run = await incremental();
    expect(run.cache).toMatch(IGNORED);
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('a cache stamped by another version of the builder is ignored, said so, and the build is the same as a clean one', async () => {
    const stamped = recordFiles().filter((f) => typeof (JSON.parse(readFileSync(path.join(cache(), f), 'utf8')) as { version?: unknown }).version === 'string');
    expect(stamped.length).toBeGreaterThan(0);
    for (const f of stamped) {
      const file = path.join(cache(), f);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      writeFileSync(file, JSON.stringify({ ...data, version: `another builder than ${data.version}` }));
    }
    const run = await incremental();
    expect(run.cache).toMatch(IGNORED);
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('a change to the builder (a script under scripts/): everything is rendered again', async () => {
    const script = copy.file('scripts/cli/build.ts');
    writeFileSync(script, `${readFileSync(script, 'utf8')}\n// A change to the builder, which its output does not show.\n`);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });

  it('the kept server bundle cut short (its records intact): ignored, said so, and the build is the same as a clean one', async () => {
    const records = new Set(recordFiles());
    const kept = filesUnder(cache()).filter((name) => !records.has(name));
    expect(kept.some((f) => f.endsWith('.js'))).toBe(true);
    for (const f of kept) truncateSync(path.join(cache(), f), Math.floor(statSync(path.join(cache(), f)).size / 2));
    const run = await incremental();
    expect(run.cache).toMatch(IGNORED);
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    expect(buildDifferences(copy.dir, DIST, 'clean')).toEqual([]);
  });
});
