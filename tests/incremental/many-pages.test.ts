import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { generatePages, GENERATED_DIR, TEMPLATE_PAGE } from '../../scripts/bench/pages.ts';
import { outputFileFor } from '../../scripts/build/html.ts';
import { THREADS_FROM } from '../../scripts/build/render-pool.ts';
import { copyProject } from '../support/project-copy.ts';
import { build, buildDifferences, buildEnv } from './builds.ts';
import { changedFigure, changeYamlText, editYaml, firstTextAt, pageOnlyFigure } from './edits.ts';

/**
 * When a few hundred pages need rendering the build renders them on worker threads (render-pool.ts),
 * while the cache is asked in the build's own thread: the same comparison with a clean build, on
 * enough generated pages (copies of a service page, as `npm run bench` makes them) for the threads to
 * run, alone and beside pages kept from the cache.
 */
const copy = copyProject({ prefix: 'site-incremental-many-' });
afterAll(() => copy.remove());
const env = buildEnv();

describe('an incremental build of a site rendered on threads', () => {
  const count = THREADS_FROM + 100;

  it('one page edited and one deleted: one page is rendered, and the result is a clean build', async () => {
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
    await expectSameAsClean(run.total);
  });

  it('a claim every generated page shows: those pages render on threads, the rest come from the cache', async () => {
    const figure = pageOnlyFigure(copy.dir, TEMPLATE_PAGE);
    editYaml(copy.file('content/claims.yaml'), (doc) => doc.setIn(['figures', figure.id, 'value'], changedFigure(figure.value)));
    const run = await build(copy.dir, 'dist', env);
    expect(run.cache).toBe('Build cache: used.');
    expect(run.rendered).toBeGreaterThanOrEqual(THREADS_FROM);
    expect(run.fromCache).toBeGreaterThan(0);
    expect(run.bundles).toBe('reused');
    await expectSameAsClean(run.total);
  });
});

/** A clean build into clean/, the same bytes as dist/. */
async function expectSameAsClean(total: number): Promise<void> {
  const clean = await build(copy.dir, 'clean', env, ['--clean']);
  expect(clean).toMatchObject({ rendered: total, total, fromCache: 0 });
  expect(buildDifferences(copy.dir, 'dist', 'clean')).toEqual([]);
}
