import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '../../src/generated/content.ts';
import { siteAssets, type Manifest } from './assets.ts';
import { HostFilesProblem } from './host-files.ts';
import { pageTemplate, piecesBytes } from './html.ts';
import { timed, timedAsync } from './stages.ts';
import { islandSources, pageOutput, type PageRecord } from './page-output.ts';
import { writeCard } from './social-card.ts';

/**
 * One page from its data to its file in dist/: the same steps whether the build renders in its own
 * thread (a small site) or in worker threads (render-pool.ts), so both write the same bytes.
 */

/** What every page of a build shares; plain data, so it can be handed to a worker thread. */
export interface RenderSetup {
  /** The server bundle's entry (entry-server.js). */
  serverEntry: string;
  dist: string;
  manifest: Manifest;
  /** The project's index.html (the frame of every page). */
  indexHtml: string;
  lang: string;
  /** The brand's SVG (content/public/favicon.svg), drawn on every social card. */
  brandSvg: string;
}

export interface RenderJob {
  url: string;
  /** The HTML file, relative to dist/. */
  file: string;
  route: string;
  /** The page's data as validated, with its claims filled in and its blocks prepared (prepareBlocks), as JSON. */
  json: string;
  fallbackShell: boolean;
}

export type RenderPage = (job: RenderJob) => Promise<{ record: PageRecord; size: number }>;

/**
 * Loads the server bundle and what every page needs once; returns the function that renders and writes one page.
 * `dryRun`: the page is rendered but neither it nor its card is written (the warm-up of --watch, prerender.ts).
 */
export async function pageRenderer(setup: RenderSetup, { dryRun = false } = {}): Promise<RenderPage> {
  // React picks its build by NODE_ENV when first imported: the production build renders several
  // times faster and is what the islands hydrate with.
  process.env.NODE_ENV = 'production';
  // The bundle's time in the address: a process that builds again (--watch) loads a new bundle anew.
  const version = statSync(setup.serverEntry).mtimeMs;
  const server = (await import(`${pathToFileURL(setup.serverEntry).href}?v=${version}`)) as typeof import('../../src/entry-server.tsx');
  const assets = siteAssets(setup.dist, setup.manifest);
  const template = pageTemplate(setup.indexHtml, setup.lang);
  const folders = new Set<string>();
  return async (job) => {
    // The render's awaits settle at once (its components are loaded): its elapsed time is its own.
    const rendered = await timedAsync('render', () => {
      const page = JSON.parse(job.json) as Page;
      return server.render(job.url, { route: job.route, page }, { fallbackShell: job.fallbackShell, sources: (island) => islandSources(assets, island) });
    });
    const { pieces, record } = timed('frame', () => pageOutput(rendered, { path: job.url, route: job.route, file: job.file, template, lang: setup.lang, assets }));
    if (record.inlineScripts.length) {
      throw new HostFilesProblem(`${job.file} has inline scripts, which the Content-Security-Policy blocks: <script>${record.inlineScripts[0]}… Load code from a file instead (JSON data blocks are fine).`);
    }
    // Encoded once, for the file and its size: Buffer.byteLength read the page's 80,000 characters again (40-45 µs a page).
    const bytes = timed('write', () => Buffer.concat(piecesBytes(pieces)));
    if (dryRun) return { record, size: bytes.length };
    timed('write', () => {
      const target = path.join(setup.dist, job.file);
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      writeFileSync(target, bytes);
    });
    // The page's social card, when it shares one (from the shared card cache when drawn before).
    if (rendered.head.card) await timedAsync('assets', () => writeCard(setup.dist, rendered.head.card!, setup.brandSvg));
    return { record, size: bytes.length };
  };
}
