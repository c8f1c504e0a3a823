import type { RenderedIsland } from '../../src/entry-server.tsx';
import type { SiteAssets } from './assets.ts';

/**
 * First-load JavaScript: what a visitor's browser fetches as a page loads and stays idle for 5 s
 * without any interaction, gzipped. With a window tall enough to show every `visible` island, that
 * is: the page script; with islands, the loader; each island that wakes without interaction (load,
 * idle, visible) with its files; and React, once, when one of those hydrates with React. Islands that
 * wake on interaction cost nothing until then (the report lists them with what they would load).
 * tests/browser/budget.test.ts loads every page in Chromium and checks the same files and figures.
 */

/** A page with no islands: its page script only. */
export const STATIC_PAGE_JS_BUDGET = 5 * 1024;

/** A page whose first load runs islands' own scripts, not React (the home page: 5.1 KB). */
export const ISLAND_PAGE_JS_BUDGET = 12 * 1024;

/**
 * A page whose first load hydrates an island with React (the blog's with Supabase configured:
 * its view count and live refresh run once the page is idle). React alone is about 69 KB. The
 * blog's shell holds the site settings too, so it grows with the editors' words: at 85 KB, the
 * content proof's longer rewritten words took it 0.1 KB over (87,029 bytes with today's words).
 */
export const REACT_PAGE_JS_BUDGET = 86 * 1024;

/**
 * First-load JavaScript before islands (main at be0d418, where every page hydrated the whole app),
 * measured in Chromium the same way, in KB: the pages the islands had to make at least 25% lighter,
 * and the 17 routes without a parameter together (the blog's posts and the not-found page aside).
 */
export const BEFORE_ISLANDS_KB = { '/': 97.4, '/services': 95.3, '/strategy-call': 99.9, '/blog': 97.4, 'a blog post': 97.4, 'routes without a parameter': 1646.1 } as const;
const BEFORE_ISLANDS_ROUTES = 17;
export const BEFORE_ISLANDS_STATIC_ROUTES_JS = Math.round(BEFORE_ISLANDS_KB['routes without a parameter'] * 1024);

/**
 * The routes without a parameter may load at most 35% of what they loaded before islands: for the
 * 17 of them, 576.1 KB together. A site with more or fewer pages keeps the same share, on average.
 */
export const staticRoutesJsBudget = (routes: number): number => Math.round((0.35 * BEFORE_ISLANDS_STATIC_ROUTES_JS * routes) / BEFORE_ISLANDS_ROUTES);
export const STATIC_ROUTES_JS_BUDGET = staticRoutesJsBudget(BEFORE_ISLANDS_ROUTES);

export type PageKind = 'static' | 'islands' | 'react';

export interface IslandCost {
  block: string;
  when: RenderedIsland['when'];
  /** Hydrated with React (else its own script). */
  react: boolean;
  /** Part of the first load (it wakes without an interaction). */
  firstLoad: boolean;
  /** Its own files (React and the loader not counted), gzipped bytes. */
  js: number;
  files: string[];
}

export interface FirstLoad {
  kind: PageKind;
  /** Every JS file of the first load, in the order the page asks for them. */
  files: string[];
  /** Their gzipped size. */
  js: number;
  budget: number;
  islands: IslandCost[];
  /** React's files and size, when some island would load it (on the first load or later). */
  react?: { files: string[]; js: number; firstLoad: boolean };
}

const sum = (files: readonly string[], gzip: (f: string) => number) => files.reduce((n, f) => n + gzip(f), 0);

/** A page's first-load JavaScript from its islands (pure: the assets say which files each needs). */
export function firstLoadOf(islands: readonly RenderedIsland[], assets: SiteAssets): FirstLoad {
  const wakesAtLoad = (i: RenderedIsland) => i.when !== 'interaction';
  const files = new Set(assets.pageScript);
  if (islands.length) assets.loader.forEach((f) => files.add(f));
  const reactAtLoad = islands.some((i) => !i.script && wakesAtLoad(i));
  if (reactAtLoad) assets.runtime.forEach((f) => files.add(f));
  const costs = islands.map((island): IslandCost => {
    const own = assets.islandFiles(island.type, island.script).filter((f) => island.script || !assets.runtime.includes(f));
    if (wakesAtLoad(island)) own.forEach((f) => files.add(f));
    return { block: island.type, when: island.when, react: !island.script, firstLoad: wakesAtLoad(island), js: sum(own, assets.gzip), files: own };
  });
  const kind: PageKind = !islands.length ? 'static' : reactAtLoad ? 'react' : 'islands';
  const budget = kind === 'static' ? STATIC_PAGE_JS_BUDGET : kind === 'react' ? REACT_PAGE_JS_BUDGET : ISLAND_PAGE_JS_BUDGET;
  const all = [...files];
  const usesReact = islands.some((i) => !i.script);
  return {
    kind,
    files: all,
    js: sum(all, assets.gzip),
    budget,
    islands: costs,
    ...(usesReact ? { react: { files: assets.runtime, js: sum(assets.runtime, assets.gzip), firstLoad: reactAtLoad } } : {}),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
