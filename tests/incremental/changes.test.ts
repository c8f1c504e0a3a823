import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import sharp from 'sharp';
import { pictureManifest } from '../../scripts/build/picture-manifest.ts';
import { variantWidths } from '../../src/pictures/variants.ts';
import { outputFileFor } from '../../scripts/build/html.ts';
import { routeFromFile } from '../../scripts/content/routes.ts';
import { filesUnder } from '../shards/same-bytes.ts';
import { copyProject } from '../support/project-copy.ts';
import { build, buildDifferences, buildEnv, type BuildRun } from './builds.ts';
import {
  addBlogPost,
  addStyleRule,
  changedFigure,
  changeSchemaDescription,
  changeYamlText,
  editYaml,
  firstTextAt,
  hasSectionAndStyles,
  markComponent,
  pageOnlyFigure,
  pagesOf,
  plainPages,
} from './edits.ts';

/**
 * An incremental build after each kind of change is the same bytes as a clean build of the same
 * content. One project copy goes through the changes one after another: each step changes the copy,
 * builds it incrementally into dist/ (keeping the last step's dist/ and cache), builds it with
 * --clean into clean/ (which holds the last step's clean build, so --clean must clear it), and
 * compares the two folders file by file, and the records beside them.
 */
const copy = copyProject({ prefix: 'site-incremental-' });
afterAll(() => copy.remove());

const DIST = 'dist';
const CLEAN = 'clean';
const env = buildEnv();
const incremental = () => build(copy.dir, DIST, env);
const inDist = (file: string) => copy.file(path.join(DIST, file));
const sitemap = () => readFileSync(inDist('sitemap.xml'), 'utf8');
const listed = (route: string) => sitemap().includes(`<loc>${env.SITE_URL}${route}</loc>`);

/** What every incremental build says of itself, whatever changed. */
function consistent(run: BuildRun): void {
  expect(run.rendered + run.fromCache).toBe(run.total);
}

/** A clean build of the copy as it is now, into clean/: what the incremental build in dist/ must equal. */
async function expectSameAsClean(run: BuildRun): Promise<void> {
  consistent(run);
  const clean = await build(copy.dir, CLEAN, env, ['--clean']);
  expect(clean.cache).toBe('Build cache: --clean; building everything.');
  expect(clean).toMatchObject({ rendered: clean.total, fromCache: 0, bundles: 'built' });
  expect(run.total).toBe(clean.total);
  expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
}

// Pages picked from the content: the first plain page with a heading to edit, and a small plain page
// copied twice as pages nothing links to, so that one can be deleted and one renamed.
const { pages } = pagesOf(copy.dir);
const HEADING_KEYS = ['headline', 'heading', 'title'];
const edited = plainPages(pages).find((p) => firstTextAt(parseDocument(readFileSync(copy.file(p.file), 'utf8')), ['blocks'], HEADING_KEYS))!;
const smallest = plainPages(pages).sort((a, b) => a.blockTypes.length - b.blockTypes.length || a.file.localeCompare(b.file))[0]!;
const extra = (n: number) => smallest.file.replace(/\.ya?ml$/, `-extra-${n}.yaml`);
const routeOf = (file: string) => routeFromFile(file.replace(/^content\/pages\//, ''));
// A block type of the edited page whose component renders a <section> and has a stylesheet.
const blockType = [...edited.blockTypes, ...pages.flatMap((p) => p.blockTypes)].find((t) => hasSectionAndStyles(copy.dir, t))!;

describe('an incremental build after each kind of change is the same bytes as a clean build', () => {
  it('first build: no cache yet, everything is built', async () => {
    for (const n of [1, 2]) {
      // A page of its own: the same blocks under a title of its own (titles must differ).
      copyFileSync(copy.file(smallest.file), copy.file(extra(n)));
      changeYamlText(copy.file(extra(n)), ['seo', 'title'], n);
    }
    const run = await incremental();
    expect(run.cache).toBe('Build cache: none yet; building everything.');
    expect(run).toMatchObject({ rendered: run.total, fromCache: 0, bundles: 'built' });
    await expectSameAsClean(run);
  });

  it('nothing changed: nothing is rendered and the bundles are reused', async () => {
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run).toMatchObject({ rendered: 0, fromCache: run.total, bundles: 'reused' });
    consistent(run);
    // The content is as the last clean build saw it.
    expect(buildDifferences(copy.dir, DIST, CLEAN)).toEqual([]);
  });

  it("one page's text: that page alone is rendered, with the bundles reused", async () => {
    const file = copy.file(edited.file);
    const at = firstTextAt(parseDocument(readFileSync(file, 'utf8')), ['blocks'], HEADING_KEYS)!;
    const before = readFileSync(inDist(outputFileFor(edited.route)));
    changeYamlText(file, at);
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run).toMatchObject({ rendered: 1, bundles: 'reused' });
    expect(readFileSync(inDist(outputFileFor(edited.route))).equals(before)).toBe(false);
    await expectSameAsClean(run);
  });

  it("a claim's value: the pages that show it are rendered, not all", async () => {
    const figure = pageOnlyFigure(copy.dir);
    editYaml(copy.file('content/claims.yaml'), (doc) => doc.setIn(['figures', figure.id, 'value'], changedFigure(figure.value)));
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run.rendered).toBeGreaterThanOrEqual(figure.files.length);
    expect(run.rendered).toBeLessThan(run.total);
    expect(run.bundles).toBe('reused');
    await expectSameAsClean(run);
  });

  it('site.yaml: every page is rendered and the bundles built', async () => {
    const file = copy.file('content/site.yaml');
    const doc = parseDocument(readFileSync(file, 'utf8'));
    // The longest text of the settings' top level (the site's blurb, as the content stands).
    const texts = Object.entries(doc.toJS() as Record<string, unknown>).filter(([, v]) => typeof v === 'string' && !v.includes('{{') && /[a-z]/.test(v));
    const [key] = texts.sort(([, a], [, b]) => String(b).length - String(a).length)[0]!;
    changeYamlText(file, [key]);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    await expectSameAsClean(run);
  });

  it("a schema (a block's description): every page is rendered and the bundles built", async () => {
    changeSchemaDescription(copy.dir, edited.blockTypes[0]!);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    await expectSameAsClean(run);
  });

  it("a block's component: every page is rendered, and the pages show the change", async () => {
    const mark = markComponent(copy.dir, blockType);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    expect(filesUnder(copy.file(DIST)).some((f) => f.endsWith('.html') && readFileSync(inDist(f), 'utf8').includes(mark))).toBe(true);
    await expectSameAsClean(run);
  });

  it("a block's CSS: every page is rendered against the new stylesheet, and the old one is gone", async () => {
    const rule = addStyleRule(copy.dir, blockType);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    const styles = filesUnder(copy.file(DIST)).filter((f) => f.endsWith('.css'));
    expect(styles.some((f) => readFileSync(inDist(f), 'utf8').includes(rule))).toBe(true);
    await expectSameAsClean(run);
  });

  it("a deleted page: its file is gone and its address is out of the sitemap", async () => {
    const route = routeOf(extra(1));
    expect(existsSync(inDist(outputFileFor(route)))).toBe(true);
    expect(listed(route)).toBe(true);
    rmSync(copy.file(extra(1)));
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run.rendered).toBeLessThan(run.total);
    expect(run.bundles).toBe('reused');
    expect(existsSync(inDist(outputFileFor(route)))).toBe(false);
    expect(listed(route)).toBe(false);
    await expectSameAsClean(run);
  });

  it('a renamed page: served at its new address only', async () => {
    const from = extra(2);
    const to = from.replace(/-extra-2\.yaml$/, '-renamed.yaml');
    renameSync(copy.file(from), copy.file(to));
    const run = await incremental();
    expect(run.cache).toBe('Build cache: used.');
    expect(run.rendered).toBeGreaterThanOrEqual(1);
    expect(run.rendered).toBeLessThan(run.total);
    expect(run.bundles).toBe('reused');
    expect(existsSync(inDist(outputFileFor(routeOf(from))))).toBe(false);
    expect(existsSync(inDist(outputFileFor(routeOf(to))))).toBe(true);
    expect([listed(routeOf(from)), listed(routeOf(to))]).toEqual([false, true]);
    await expectSameAsClean(run);
  });

  it('a new blog post: the bundles (which embed the posts) and every page are built', async () => {
    const slug = addBlogPost(copy.dir);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    expect(readdirSync(inDist('blog')).some((f) => f.startsWith(slug))).toBe(true);
    expect(listed(`/blog/${slug}`)).toBe(true);
    await expectSameAsClean(run);
  });

  it("a picture replaced: the bundles (which know each picture's key) and every page are built, its old variants are gone and the pages name the new ones", async () => {
    const before = await pictureManifest(copy.dir);
    const [src, facts] = Object.entries(before)[0]!;
    const file = copy.file(path.join('content/public', src));
    writeFileSync(file, await sharp(readFileSync(file)).flop().toBuffer());
    const key = (await pictureManifest(copy.dir))[src]![2];
    expect(key).not.toBe(facts[2]);
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    const variants = readdirSync(inDist('assets/pictures'));
    expect(variants.some((f) => f.startsWith(`${facts[2]}-`))).toBe(false);
    expect(variants.filter((f) => f.startsWith(`${key}-`)).length).toBe(2 * variantWidths(facts[0]).length);
    expect(readFileSync(inDist('blog.html'), 'utf8')).toContain(`/assets/pictures/${key}-`);
    await expectSameAsClean(run);
  });

  it('the build env (SITE_URL): every page is rendered and the bundles built', async () => {
    env.SITE_URL = env.SITE_URL!.replace(/\.com$/, '.org');
    const run = await incremental();
    expect(run).toMatchObject({ rendered: run.total, bundles: 'built' });
    expect(listed('/')).toBe(true);
    await expectSameAsClean(run);
  });
});
