import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockComponentFile } from '../content/block-files.ts';

/** First-load JavaScript allowed on every page outside the blog, gzipped. */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

/** First-load JavaScript allowed on the blog's list and articles (supabase-js and markdown load only after hydration). */
export const BLOG_FIRST_LOAD_JS_BUDGET = 105 * 1024;

export const isBlogRoute = (route: string): boolean => route === '/blog' || route.startsWith('/blog/');

/** The first-load JS budget of a route, gzipped. */
export const budgetFor = (route: string): number => (isBlogRoute(route) ? BLOG_FIRST_LOAD_JS_BUDGET : FIRST_LOAD_JS_BUDGET);

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
export function staticClosure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The client build has no entry chunk');
  return key;
};

/** Manifest keys of the lazy block components a page renders. */
export function lazyBlockKeys(manifest: Manifest, blockTypes: string[]): string[] {
  return blockTypes.map(blockComponentFile).filter((k) => manifest[k]?.isDynamicEntry);
}

const gzipCache = new Map<string, number>();
export function gzipSize(distDir: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteWeight {
  jsFiles: string[];
  cssFiles: string[];
  js: number;
  css: number;
}

/** Gzipped first-load JS and CSS of a page: the entry, its static imports and the page's lazy blocks. */
export function routeWeight(distDir: string, manifest: Manifest, blockTypes: string[]): RouteWeight {
  const { js, css } = staticClosure(manifest, [entryKey(manifest), ...lazyBlockKeys(manifest, blockTypes)]);
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gzipSize(distDir, f), 0);
  return { jsFiles: [...js], cssFiles: [...css], js: sum(js), css: sum(css) };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
