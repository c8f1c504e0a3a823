import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDynamicRoute } from '../content/routes.ts';
import { checkBuildEnv } from '../build/env-check.ts';
import { buildInfoDir, storeBuildInfo } from '../build/build-info.ts';
import { HostFilesProblem } from '../build/host-files.ts';
import { prerenderSite } from '../build/prerender.ts';
import { reportContentProblems } from './report.ts';
import { loadContent } from '../content/load.ts';
import { prepareBlocks } from '../content/prepare.ts';
import { blockingProblems } from '../content/problem.ts';
import { bundleSite } from '../build/bundle.ts';
import { buildContentOf } from '../vite/content-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();

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
const { bundleContent, pages } = loadForBuild();
const envProblem = checkBuildEnv(process.env);
if (envProblem) {
  console.error(`Build stopped: ${envProblem}`);
  process.exit(1);
}

// DIST_DIR lets several builds run side by side (parallel work, CI matrix); dist/ by default.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The server bundle stays inside the project so that it resolves react and friends from node_modules.
const serverOut = path.join(root, 'node_modules/.cache/site-server', Buffer.from(dist).toString('base64url'));
rmSync(dist, { recursive: true, force: true });
// What the build records beside dist/ (the report, Vite's manifest, the nginx settings) goes with it.
rmSync(buildInfoDir(dist), { recursive: true, force: true });
try {
  // Neither bundle holds page content (the build hands each page's data to the server bundle), so neither grows with the site.
  await bundleSite(root, dist, serverOut, bundleContent);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

// The server bundle imports React from node_modules, which picks its build by NODE_ENV: the production
// build renders several times faster and is what the islands hydrate with.
process.env.NODE_ENV = 'production';
const server = (await import(pathToFileURL(path.join(serverOut, 'entry-server.js')).href)) as typeof import('../../src/entry-server.tsx');
const result = await prerenderSite({
  root,
  dist,
  indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'),
  render: server.render,
  site: server.site,
  // Handed over, not copied: the prerender lets each page's data go once the page is written.
  pages,
  prepare: prepareBlocks,
}).catch((error: unknown) => {
  if (!(error instanceof HostFilesProblem)) throw error;
  console.error(`Build stopped: ${error.message}`);
  process.exit(1);
});
// The report and Vite's manifest stay beside dist/ (dist is what gets uploaded).
storeBuildInfo(dist, result.report);
rmSync(serverOut, { recursive: true, force: true });
console.log(result.summary(Date.now() - started));
if (result.overBudget.length) {
  console.error(`\nBuild failed: ${result.overBudget.join(', ')} over the first-load JS budget.`);
  process.exit(1);
}
