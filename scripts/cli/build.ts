import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkBuildEnv } from '../build/env-check.ts';
import { readyProcess } from '../build/process-for-build.ts';
import { buildInfoDir, readBuildManifest, storeBuildInfo, type KeptReport, type ReportKeys } from '../build/build-info.ts';
import { bundleFilesHash, pruneServerBundles, openBuildCache, removeGonePages, type OpenedCache } from '../build/incremental.ts';
import { dropCache, PageCache, writeCache } from '../build/build-cache.ts';
import { buildEnvKey, bundleKey } from '../build/build-inputs.ts';
import { productionEnv } from '../build/build-env.ts';
import type { Manifest } from '../build/assets.ts';
import { HostFilesProblem } from '../build/host-files.ts';
import { prerenderRoutes } from '../build/prerender.ts';
import { copyShardFiles, readShards, ShardProblem, writeShardRecords } from '../build/shards.ts';
import { dist, OUTSIDE_SERVERS, outsideServer, serverDirFor } from './build-folders.ts';
import { positionals, refuse, renders, shard, stop, Stopped, values } from './build-options.ts';
import { writeSiteFiles, type RouteRun } from '../build/site-files.ts';
import { reportContentProblems } from './report.ts';
import { LaterWrites, warmChecks, type Warm } from '../build/watch-state.ts';
import type { CheckOptions } from '../content/check-content.ts';
import { checkForBuild, pagesForBuild } from '../build/load-for-build.ts';
import type { RouteEntry } from '../content/routes.ts';
import { siteForBuild } from '../content/site-url.ts';
import { blockingProblems } from '../content/problem.ts';
import { bundleSite } from '../build/bundle.ts';
import { EarlyBundle } from '../build/early-bundle.ts';
import { timed, timedAsync } from '../build/stages.ts';
import { threadCpuMs } from '../build/thread-stages.ts';
import { writeStages } from '../build/stages-report.ts';
import { BRAND_SVG } from '../build/brand-logo.ts';
import { writeBlogFeeds } from '../build/write-feeds.ts';
import { pictureManifest } from '../build/picture-manifest.ts';
import { writePictures } from '../build/write-pictures.ts';
import { pictureReport } from '../build/picture-budget.ts';
import { cardFileFor } from '../build/html.ts';
import { cardsWritten } from '../build/social-card.ts';
import { BuildDates } from '../build/build-dates.ts';
import { collectGarbage } from '../build/collect-garbage.ts';
import { warmProcess } from '../content/frozen-json.ts';
import { watchBuilds } from '../build/watch.ts';
import type { SiteSettings } from '../../src/generated/content.ts';
import type { BlogPost } from '../../src/blog/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
let started = Date.now();
// From the process's start to here: Node and the build's own code (stages.ts).
const startup = { ms: performance.now(), cpuMs: threadCpuMs() };
// The render sets NODE_ENV for React (render-page.ts); each build of --watch starts from the shell's, as a new process would.
const shellNodeEnv = process.env.NODE_ENV;

/** The content checked (see load-for-build.ts); a content mistake stops the build. */
function loadForBuild(onSite?: CheckOptions['onSite']): ReturnType<typeof pagesForBuild> {
  const content = checkForBuild(root, { warm, later, onSite });
  // Warnings (an old figure, say) are shown but never stop a build; errors always do.
  reportContentProblems(content);
  if (blockingProblems(content.problems).length) throw new Stopped('content problems');
  return pagesForBuild(content);
}

/** What a build made: the routes' records, the site's settings and the embedded posts the check read (none for a merge). */
type Built = { runs: RouteRun[]; site: SiteSettings; posts?: readonly BlogPost[]; reportKeys?: ReportKeys };

/**
 * Renders this build's routes (a shard's share, or all) after bundling; returns their records and
 * the site settings. With `opened` (a whole build), bundles and pages whose inputs did not change
 * since the last build into dist/ are kept as they are (see README "Incremental builds").
 */
async function renderRoutes(opened?: OpenedCache): Promise<Built> {
  const serverOut = opened ? serverDirFor() : outsideServer;
  // With no bundles to keep, the bundler starts while the pages are checked (scripts/build/early-bundle.ts).
  let early: EarlyBundle | undefined;
  const startEarly = opened?.previous || checkBuildEnv(process.env) ? undefined : (site: SiteSettings | undefined, pages: readonly RouteEntry[]) => {
    if (site) early = EarlyBundle.start(root, dist, EarlyBundle.contentOf(site, pages));
  };
  try {
    return await renderChecked(loadForBuild(startEarly), serverOut, opened, () => early);
  } catch (error) {
    // A content mistake, or a build stopped before the bundles were taken: the bundler and its folders go.
    await early?.stop();
    throw error;
  }
}

async function renderChecked(loaded: ReturnType<typeof loadForBuild>, serverOut: string, opened: OpenedCache | undefined, early: () => EarlyBundle | undefined): Promise<Built> {
  const { bundleContent, posts, pages } = loaded;
  const envProblem = checkBuildEnv(process.env);
  if (envProblem) stop(envProblem);
  const bundle = timed('cache', () => bundleKey(root, { handedOver: bundleContent, posts, env: buildEnvKey(root) }));
  // openBuildCache has checked that the kept bundle files are whole; here, whether they are still the right ones.
  const reuseBundles = opened?.previous !== undefined && opened.previous.bundle === bundle;
  if (opened && !opened.previous) {
    // Nothing of the last build is trusted: start from an empty dist/ and records.
    rmSync(dist, { recursive: true, force: true });
    rmSync(buildInfoDir(dist), { recursive: true, force: true });
  }
  // From here on dist/ changes: a build stopped half way leaves no cache to be trusted.
  dropCache(dist);
  let manifest: Manifest;
  if (reuseBundles) {
    manifest = readBuildManifest(dist);
  } else {
    try {
      // Neither bundle holds page content (the build hands each page's data to the server bundle), so neither grows with the site.
      await timedAsync('assets', async () => {
        if (!(await early()?.use(bundleContent, dist, serverOut))) await bundleSite(root, dist, serverOut, bundleContent);
      });
    } catch (err) {
      stop(err instanceof Error ? err.message : String(err));
    }
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  }
  if (opened) console.log(reuseBundles ? 'Bundles: reused.' : 'Bundles: built.');
  // The site settings as the server bundle has them (virtual:site in scripts/vite/content-plugin.ts).
  const site = siteForBuild(bundleContent.site, process.env.SITE_URL);
  const supabase = productionEnv(root, 'VITE_SUPABASE_');
  const live = Boolean(supabase.VITE_SUPABASE_URL && supabase.VITE_SUPABASE_ANON_KEY);
  const cache = opened && new PageCache(dist, reuseBundles ? opened.previous : undefined, opened.version, bundle, live);
  await dates.use();
  const runs = await prerenderRoutes({
    root,
    setup: { serverEntry: path.join(serverOut, 'entry-server.js'), dist, manifest, indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'), lang: site.locale, brandSvg: readFileSync(path.join(root, BRAND_SVG), 'utf8') },
    site,
    // Handed over, not copied: the prerender lets each page's data go once the page is written.
    pages,
    renders,
    cache,
    posts,
    warm: warming,
  });
  if (cache) {
    removeGonePages(dist, cache.gone().flatMap((file) => [file, cardFileFor(file)]));
    console.log(`Rendered ${cache.rendered} of ${cache.rendered + cache.reused} pages (${cache.reused} from the build cache).`);
    // After storeBuildInfo has moved Vite's manifest beside dist/, which bundleFilesHash reads.
    finished = (report) => {
      // Kept bundles are the files openBuildCache found whole (hashing them again took 15-25 ms).
      const bundleFiles = (reuseBundles ? opened.previous?.bundleFiles : undefined) ?? timed('cache', () => bundleFilesHash(root, dist, serverOut) ?? '');
      later.add(() =>
        timed('cache', () => {
          writeCache(dist, { ...cache.next, bundleFiles, report });
          pruneServerBundles(OUTSIDE_SERVERS);
        }),
      );
    };
  } else {
    rmSync(serverOut, { recursive: true, force: true });
  }
  const reportKeys: ReportKeys | undefined = cache ? { keyOf: (file) => cache.next.pages[file]?.key, previous: opened.previous?.report } : undefined;
  return { runs, site, posts, reportKeys };
}

/** Writes the cache once the whole build is on disk (set by an incremental build), with what it keeps of the report. */
let finished: (report?: KeptReport) => void = () => {};

/** The content check's results and the build cache, written for the next process (watch-state.ts). */
const later = new LaterWrites(values.watch ?? false);

/** --watch: the quiet build after the first one is running (see warmUp). */
let warming = false;

/** --watch: what the content check keeps between builds (watch-state.ts). */
let warm: Warm | undefined;
/** Git's dates of content/, asked as each build starts (build-dates.ts). */
const dates = new BuildDates(root);

/**
 * One build into dist/; 0 when it succeeded. `clean`: nothing of the last build is kept.
 * `changed` (--watch): the files saved since the last build; undefined when anything may have changed.
 */
async function build(clean: boolean, changed?: string[]): Promise<number> {
  later.flush();
  started = Date.now();
  finished = () => {};
  await dates.ask(changed, values.merge ?? false);
  if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = shellNodeEnv;
  if (values.merge && positionals.some((d) => path.resolve(d) === dist)) stop(`DIST_DIR (${dist}) is one of the shards: merge into another folder.`);
  // Shards and merges build from nothing; a whole build keeps what has not changed (see renderRoutes).
  const opened = shard || values.merge ? undefined : timed('cache', () => openBuildCache(root, dist, clean, serverDirFor()));
  if (opened) console.log(opened.line);
  else {
    rmSync(dist, { recursive: true, force: true });
    // What the build records beside dist/ (the report, Vite's manifest, the nginx settings) goes with it.
    rmSync(buildInfoDir(dist), { recursive: true, force: true });
  }
  readyProcess(root, { keeps: Boolean(opened?.previous), watching: values.watch ?? false, whole: Boolean(opened) });
  try {
    let built: Built;
    if (values.merge) {
      const dirs = positionals.map((d) => path.resolve(d));
      const envProblem = checkBuildEnv(process.env);
      if (envProblem) stop(envProblem);
      const shards = readShards(dirs);
      copyShardFiles(dirs, dist);
      built = { runs: shards.flatMap((s) => s.runs), site: shards[0]!.site };
    } else {
      built = await renderRoutes(opened);
    }
    if (shard) {
      // A shard's pages and records only: the merge writes the site's own files from every shard's records.
      writeShardRecords(dist, { shard, site: built.site, runs: built.runs });
      const pages = built.runs.reduce((n, r) => n + r.records.length, 0);
      console.log(`Built shard ${shard.index}/${shard.count}: ${pages} pages of ${built.runs.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s, into ${path.relative(process.cwd(), dist) || '.'}.`);
      return 0;
    }
    const result = timed('site files', () => {
      const written = writeSiteFiles({ root, dist, site: built.site, runs: built.runs });
      // The report and Vite's manifest stay beside dist/ (dist is what gets uploaded).
      return { ...written, keptReport: storeBuildInfo(dist, written.report, built.reportKeys) };
    });
    await timedAsync('site files', () => writeBlogFeeds(root, dist, built.site, { embedded: built.posts }));
    // The pictures' variants (src/pictures/variants.ts), from the shared cache when made before.
    const pictures = pictureReport(await timedAsync('site files', async () => writePictures(root, dist, await pictureManifest(root))));
    await timedAsync('assets', cardsWritten);
    finished(result.keptReport);
    writeStages({ startup, pages: result.report.length });
    console.log(result.summary(Date.now() - started));
    console.log(pictures.line);
    if (result.overBudget.length) {
      console.error(`\nBuild failed: ${result.overBudget.join(', ')} over the first-load JS budget.`);
      return 1;
    }
    if (pictures.over.length) {
      console.error(`\nBuild failed: ${pictures.over.join('; ')}.`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof Stopped) return 1;
    if (!(error instanceof HostFilesProblem || error instanceof ShardProblem)) throw error;
    console.error(`Build stopped: ${error.message}`);
    return 1;
  }
}

if (values.watch) {
  if (shard || values.merge) refuse('--watch builds the whole site: leave out --shard and --merge.');
  warm = warmChecks();
  dates.keepBetweenBuilds();
  warmProcess.on = true;
  // process.exit (Ctrl+C, see watch.ts) runs this before the process ends.
  process.on('exit', () => later.flush());
  await watchBuilds(root, async (first, changed) => {
    let everything = first;
    for (const file of changed) {
      const full = path.join(root, file);
      const exists = existsSync(full);
      // A folder (added, removed, or named for want of a file name): every text and listing is read again.
      if (exists ? statSync(full).isDirectory() : warm!.files.wasFolder(file)) {
        warm!.files.forget();
        everything = true;
      } else warm!.files.changed(file, exists);
    }
    const code = await build(first && (values.clean ?? false), everything ? undefined : changed);
    if (first && code === 0) await warmUp();
    // After the build's line (printed when this returns), before the next save's build.
    setTimeout(() => {
      later.flush();
      // Collected now, while nothing waits: the next save starts with an empty young generation (64 MB, run.mjs),
      // and what lived only during this build is not copied, promoted or collected during the next one.
      collectGarbage('minor');
    }, 20);
    return code;
  });
}

/**
 * --watch, after the first build: the same build once more, quietly, before "Watching" is printed.
 * A first build that kept every page (nothing changed since the last build) ran none of the code a
 * save runs a second time (V8 compiles a function fully only once it has run), nor any render: the
 * first save then took 450–850 ms at 10,000 pages, against 250–350 ms for the next ones. Nothing
 * changed, so it writes the same bytes; and it renders the first page without writing it (prerender.ts).
 */
async function warmUp(): Promise<void> {
  const { log, error } = console;
  // Its lines (and the content's warnings) were printed by the first build; a failure here would be the next save's to report.
  console.log = console.error = () => {};
  warming = true;
  try {
    await build(false, []);
  } catch {
    // Said by the next build, if it happens again.
  } finally {
    console.log = log;
    console.error = error;
    warming = false;
  }
}

if (!values.watch) {
  let code: number;
  try {
    code = await build(values.clean ?? false);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    code = 1;
  }
  process.exit(code);
}
