import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isDynamicRoute } from '../content/routes.ts';
import { checkBuildEnv } from '../build/env-check.ts';
import { buildInfoDir, storeBuildInfo } from '../build/build-info.ts';
import { HostFilesProblem } from '../build/host-files.ts';
import { prerenderRoutes } from '../build/prerender.ts';
import { copyShardFiles, inShard, parseShard, readShards, ShardProblem, writeShardRecords, type Shard } from '../build/shards.ts';
import { writeSiteFiles, type RouteRun } from '../build/site-files.ts';
import { reportContentProblems } from './report.ts';
import { loadContent } from '../content/load.ts';
import { prepareBlocks } from '../content/prepare.ts';
import { blockingProblems } from '../content/problem.ts';
import { bundleSite } from '../build/bundle.ts';
import { buildContentOf } from '../vite/content-plugin.ts';
import type { SiteSettings } from '../../src/generated/content.ts';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();

// `--shard 2/4` renders a quarter of the routes into DIST_DIR with their records; `--merge a b c d`
// puts the shards together into DIST_DIR with the site's own files (see README "Scale").
const { values, positionals } = parseArgs({ options: { shard: { type: 'string' }, merge: { type: 'boolean' } }, allowPositionals: true });
const stop = (message: string): never => {
  console.error(`Build stopped: ${message}`);
  process.exit(1);
};
let shard: Shard | undefined;
try {
  shard = values.shard === undefined ? undefined : parseShard(values.shard);
} catch (error) {
  stop((error as Error).message);
}
if (shard && values.merge) stop('--shard and --merge are two steps: build each shard, then merge their folders.');

/**
 * Loads and checks the content once (the Vite builds and the prerender all use this one result) and
 * keeps only what the build needs: each page's route, file and data. The file texts, parse trees
 * and claim uses go when this returns, so they are not held while 10,000 pages render.
 */
function loadForBuild() {
  const content = loadContent(root);
  // Warnings (an old figure, say) are shown but never stop a build; errors always do.
  reportContentProblems(content);
  if (blockingProblems(content.problems).length) process.exit(1);
  return {
    bundleContent: buildContentOf(content),
    pages: content.pages.map((p) => ({ route: p.route, file: p.file, page: p.page, noindex: p.page.seo.noindex ?? false, dynamic: isDynamicRoute(p.route) })),
  };
}

// DIST_DIR lets several builds run side by side (parallel work, CI matrix); dist/ by default.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');

/** Renders this build's routes (a shard's share, or all) after bundling; returns their records and the site settings. */
async function renderRoutes(): Promise<{ runs: RouteRun[]; site: SiteSettings }> {
  const { bundleContent, pages } = loadForBuild();
  const envProblem = checkBuildEnv(process.env);
  if (envProblem) stop(envProblem);
  // The server bundle stays inside the project so that it resolves react and friends from node_modules.
  const serverOut = path.join(root, 'node_modules/.cache/site-server', Buffer.from(dist).toString('base64url'));
  try {
    // Neither bundle holds page content (the build hands each page's data to the server bundle), so neither grows with the site.
    await bundleSite(root, dist, serverOut, bundleContent);
  } catch (err) {
    stop(err instanceof Error ? err.message : String(err));
  }
  // The server bundle imports React from node_modules, which picks its build by NODE_ENV: the production
  // build renders several times faster and is what the islands hydrate with.
  process.env.NODE_ENV = 'production';
  const server = (await import(pathToFileURL(path.join(serverOut, 'entry-server.js')).href)) as typeof import('../../src/entry-server.tsx');
  const runs = await prerenderRoutes({
    root,
    dist,
    indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'),
    render: server.render,
    site: server.site,
    // Handed over, not copied: the prerender lets each page's data go once the page is written.
    pages,
    prepare: prepareBlocks,
    renders: shard && ((route) => inShard(route, shard)),
  });
  rmSync(serverOut, { recursive: true, force: true });
  return { runs, site: server.site };
}

if (values.merge && positionals.some((d) => path.resolve(d) === dist)) stop(`DIST_DIR (${dist}) is one of the shards: merge into another folder.`);
rmSync(dist, { recursive: true, force: true });
// What the build records beside dist/ (the report, Vite's manifest, the nginx settings) goes with it.
rmSync(buildInfoDir(dist), { recursive: true, force: true });
try {
  let built: { runs: RouteRun[]; site: SiteSettings };
  if (values.merge) {
    const dirs = positionals.map((d) => path.resolve(d));
    const envProblem = checkBuildEnv(process.env);
    if (envProblem) stop(envProblem);
    const shards = readShards(dirs);
    copyShardFiles(dirs, dist);
    built = { runs: shards.flatMap((s) => s.runs), site: shards[0]!.site };
  } else {
    built = await renderRoutes();
  }
  if (shard) {
    // A shard's pages and records only: the merge writes the site's own files from every shard's records.
    writeShardRecords(dist, { shard, site: built.site, runs: built.runs });
    const pages = built.runs.reduce((n, r) => n + r.records.length, 0);
    console.log(`Built shard ${shard.index}/${shard.count}: ${pages} pages of ${built.runs.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s, into ${path.relative(process.cwd(), dist) || '.'}.`);
    process.exit(0);
  }
  const result = writeSiteFiles({ root, dist, site: built.site, runs: built.runs });
  // The report and Vite's manifest stay beside dist/ (dist is what gets uploaded).
  storeBuildInfo(dist, result.report);
  console.log(result.summary(Date.now() - started));
  if (result.overBudget.length) {
    console.error(`\nBuild failed: ${result.overBudget.join(', ')} over the first-load JS budget.`);
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof HostFilesProblem || error instanceof ShardProblem)) throw error;
  stop(error.message);
}
