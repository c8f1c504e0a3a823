/** The second half of a review: two builds compared, told in words, photographed where they differ. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { changeSentence } from '../content/changes/index.ts';
import type { Content } from '../content/load.ts';
import { contentKind, CLAIMS_FILE_PATH, SITE_FILE } from '../content/names.ts';
import { loadChangeSchemas } from '../content/schemas.ts';
import { reviewAnnotations } from './annotations.ts';
import type { BuiltSite } from './builds.ts';
import { builtPages } from './built-pages.ts';
import type { Camera } from './camera.ts';
import { comparePages } from './compare-pages.ts';
import { changedFiles, commitDate, fileAt } from './git.ts';
import { changeSignature, groupPages } from './groups.ts';
import { linkTargets } from './links.ts';
import { forwardsOf, tellMoves } from './moves.ts';
import { pageNamer } from './page-names.ts';
import { pageReview } from './page-review.ts';
import { photograph } from './photograph.ts';
import { PageReader } from './snapshot.ts';
import type { ReviewPictures, ReviewReport } from './types.ts';
import { changeWords, type FileTexts } from './words.ts';

export interface BuildsToReview {
  root: string;
  /** Where the new version's files are: the working tree, or the commit unpacked. */
  headRoot: string;
  base: ReviewReport['base'];
  head: ReviewReport['head'];
  /** The new version's commit; undefined for the working tree. */
  headSha?: string;
  /** The new version's content, loaded and checked. */
  content: Content;
  builds: { base: BuiltSite; head: BuiltSite };
  /** Undefined: no pictures. */
  camera?: Promise<Camera>;
  say: (line: string) => void;
}

export async function reviewBuilds(input: BuildsToReview) {
  const { root, headSha, content, builds, say } = input;
  const comparing = Date.now();
  const schemas = loadChangeSchemas(path.join(input.headRoot, 'schemas'));
  const forwards = forwardsOf(content.site?.redirects);
  const reader = new PageReader(new Map([...schemas.blocks].map(([type, schema]) => [type, String(schema.title ?? type)])));
  const [basePages, headPages] = [builtPages(builds.base.dist), builtPages(builds.head.dist)];
  const compared = comparePages({
    base: basePages,
    head: headPages,
    reader,
    targets: { base: linkTargets(builds.base.dist, basePages), head: linkTargets(builds.head.dist, headPages) },
    dists: { base: builds.base.dist, head: builds.head.dist },
    forwards,
  });
  await reader.close();

  const textAt = (file: string, side: 'base' | 'head'): string | undefined => {
    if (side === 'base') return fileAt(root, input.base.sha, file);
    if (headSha) return fileAt(root, headSha, file);
    return existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
  };
  const files: FileTexts[] = changedFiles(root, input.base.sha, headSha)
    .filter((f) => contentKind(f.path))
    .map((f) => ({ file: f.path, before: textAt(f.path, 'base'), after: textAt(f.path, 'head') }));
  const words = changeWords({
    files,
    schemas,
    content,
    claimsText: { before: textAt(CLAIMS_FILE_PATH, 'base'), after: textAt(CLAIMS_FILE_PATH, 'head') },
    siteText: { before: textAt(SITE_FILE, 'base'), after: textAt(SITE_FILE, 'head') },
    routes: [...new Set([...basePages, ...headPages].map((p) => p.route))],
  });
  const nameOf = pageNamer(content);
  const diffs = new Map(compared.routes.map((d) => [d.route, d]));
  const pages = tellMoves(
    compared.routes.map((d) => pageReview(d, words, nameOf(d.route, d.head.before?.title))),
    forwards,
  );
  const groups = groupPages(pages, (page) => changeSignature(page, diffs.get(page.route)!));
  const compareMs = Date.now() - comparing;

  const picturing = Date.now();
  const pictured = groups.flatMap((g) => g.pictured);
  const pictures: ReviewPictures = new Map();
  let shots = 0;
  if (input.camera && pictured.length) {
    say(`Taking pictures of ${pictured.length} page${pictured.length === 1 ? '' : 's'} at 375 and 1280 px…`);
    shots = await photograph({
      camera: await input.camera,
      jobs: pictured.map((route) => ({ route, base: diffs.get(route)!.base, now: diffs.get(route)!.now })),
      builds: { base: { dist: builds.base.dist, pages: basePages }, head: { dist: builds.head.dist, pages: headPages } },
      // Pages that show today's date show the day of the change.
      date: new Date(commitDate(root, headSha ?? 'HEAD')),
      pages,
      store: pictures,
    });
  }

  const report: ReviewReport = {
    base: input.base,
    head: input.head,
    files: words.groups.map((g) => ({ file: g.file, name: g.name, changes: g.changes.map((c) => ({ sentence: c.sentence, ...(c.line && { line: c.line }), ...(c.unseen && { unseen: true }) })) })),
    claims: words.claims.map(({ change, shown }) => ({
      sentence: changeSentence(change),
      file: change.file,
      ...(change.line && { line: change.line }),
      shownOn: shown.map((s) => ({ name: s.route === 'every page' ? 'Every page (site settings)' : s.name, ...(s.route && { route: s.route }), places: s.places.map((p) => p.split(' › ').slice(1).join(' › ')).filter(Boolean) })),
    })),
    everyPage: words.everyPage.map(changeSentence),
    groups,
    scriptsOnly: compared.scriptsOnly.map((s) => ({ route: s.route, name: nameOf(s.route), js: { ...(s.base.js !== undefined && { before: s.base.js }), ...(s.now.js !== undefined && { after: s.now.js }) } })),
    unchanged: compared.unchanged.length,
    noVisibleChange: groups.length === 0,
  };
  return { report, pictures, annotations: reviewAnnotations(words), timings: { compareMs, picturesMs: Date.now() - picturing, pictures: shots } };
}
