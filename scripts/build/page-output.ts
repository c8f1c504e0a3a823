import type { RenderedIsland, RenderResult } from '../../src/entry-server.tsx';
import type { SiteAssets } from './assets.ts';
import { firstLoadOf, type FirstLoad } from './budget.ts';
import { assemblePieces, type PagePieces, type Template } from './html.ts';
import { piecesFacts } from './page-facts.ts';

/** What the build keeps of a page once it is written: everything later steps need, without its HTML. */
export interface PageRecord extends FirstLoad {
  /** The address (/about, /404 for the not-found page, /blog/_fallback for a shell). */
  path: string;
  /** The route serving it: /about, /blog/:slug, or '*' for the not-found page. */
  route: string;
  /** The HTML file, relative to dist/. */
  file: string;
  /** The page's inlined styles, gzipped bytes. */
  css: number;
  blockTypes: string[];
  /** Origins of the pictures the page shows (for its Content-Security-Policy). */
  images: string[];
  /** The start of any inline script that would run (the policy blocks them, so the build stops on one). */
  inlineScripts: string[];
  /** Alias of `files` kept for tools reading older reports. */
  jsFiles: string[];
}

const url = (file: string) => `/${file}`;

/** The files an island's element names for the loader (src/islands/loader.ts), as site paths. */
export function islandSources(assets: SiteAssets, island: RenderedIsland): { own: string[]; runtime?: string[] } {
  const own = assets.islandFiles(island.type, island.script).filter((f) => island.script || !assets.runtime.includes(f)).map(url);
  return island.script ? { own } : { own, runtime: assets.runtime.map(url) };
}

/**
 * One page, from its render to its document and record. Pure and per page: no other page is
 * needed, so pages can be built in any order, in batches, or from a cache.
 */
export function pageOutput(rendered: RenderResult, input: { path: string; route: string; file: string; template: Template; lang: string; assets: SiteAssets }): { pieces: PagePieces; record: PageRecord } {
  const { assets } = input;
  const first = firstLoadOf(rendered.islands, assets);
  const css = assets.css(rendered.blockTypes);
  const scripts = [assets.pageScript[0]!, ...(rendered.islands.length ? [assets.loader[0]!] : [])].map(url);
  const pieces = assemblePieces(input.template, { head: rendered.head, body: rendered.html, lang: input.lang, css: css.text, scripts });
  const facts = piecesFacts(pieces.texts, pieces.shared);
  return {
    pieces,
    record: {
      path: input.path,
      route: input.route,
      file: input.file,
      ...first,
      jsFiles: first.files,
      css: css.gzip,
      blockTypes: rendered.blockTypes,
      images: facts.images,
      inlineScripts: facts.inlineScripts,
    },
  };
}
