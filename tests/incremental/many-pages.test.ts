import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { generatePages, GENERATED_DIR } from '../../scripts/bench/pages.ts';
import { outputFileFor } from '../../scripts/build/html.ts';
import { THREADS_FROM } from '../../scripts/build/render-pool.ts';
import { copyProject } from '../support/project-copy.ts';
import { build, buildDifferences, buildEnv } from './builds.ts';
import { changeYamlText, firstTextAt } from './edits.ts';

/**
 * Past a few hundred pages the build renders on worker threads (render-pool.ts), while the cache is
 * asked in the build's own thread: the same comparison with a clean build, on enough generated pages
 * (copies of a service page, as `npm run bench` makes them) for the threads to run.
 */
const copy = copyProject({ prefix: 'site-incremental-many-' });
afterAll(() => copy.remove());
const env = buildEnv();

describe('an incremental build of a site rendered on threads', () => {
  it('one page edited and one deleted: one page is rendered, and the result is a clean build', async () => {
    const count = THREADS_FROM + 100;
    generatePages(copy.dir, count);
    const first = await build(copy.dir, 'dist', env);
    expect(first.total).toBeGreaterThan(count);

    const edited = path.join(copy.dir, GENERATED_DIR, '2.yaml');
    changeYamlText(edited, firstTextAt(parseDocument(readFileSync(edited, 'utf8')), ['blocks'], ['headline', 'heading', 'title'])!);
    rmSync(path.join(copy.dir, GENERATED_DIR, '3.yaml'));
    const run = await build(copy.dir, 'dist', env);
    expect(run.cache).toBe('Build cache: used.');
    expect(run).toMatchObject({ rendered: 1, fromCache: first.total - 2, total: first.total - 1, bundles: 'reused' });
    expect(existsSync(copy.file(path.join('dist', outputFileFor('/bench/3'))))).toBe(false);

    const clean = await build(copy.dir, 'clean', env, ['--clean']);
    expect(clean).toMatchObject({ rendered: run.total, total: run.total, fromCache: 0 });
    expect(buildDifferences(copy.dir, 'dist', 'clean')).toEqual([]);
  });
});
