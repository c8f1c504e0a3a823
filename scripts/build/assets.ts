import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { blockComponentFile, blockScriptFile } from '../content/block-files.ts';

/**
 * What the client build wrote, read from Vite's manifest: the files each kind of page and each
 * island loads, and the styles each block brings. Read once per build; each page is then made from
 * these without looking at any other page.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The sources the build knows by name (vite.config.ts lists the entries). */
export const SOURCES = {
  pageScript: 'src/page/site-script.ts',
  loader: 'src/islands/loader.ts',
  runtime: 'src/islands/hydrate.tsx',
  pageStyles: 'src/page/page.css',
} as const;

/** A chunk and everything it imports statically (what the browser must fetch before it runs), the chunk first. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css: [...css] };
}

/**
 * The manifest key of a source file. A module that is both imported by a component and loaded on
 * its own (a block's browser script) may be written as a shared chunk, listed under its chunk's
 * name rather than its source.
 */
export function keyOf(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = path.basename(source, path.extname(source));
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name);
}

export interface SiteAssets {
  /** Every page's own script, with what it imports. */
  pageScript: string[];
  /** The island loader, with what it imports (pages with islands). */
  loader: string[];
  /** React and the hydration runtime (pages whose islands hydrate with React). */
  runtime: string[];
  /** A block's own files in the browser: its script (a script island) or its component, with what they import. */
  islandFiles: (type: string, script: boolean) => string[];
  /** The styles of a page with these block types: the frame's and each block's, as one text. */
  css: (blockTypes: readonly string[]) => { text: string; files: string[]; gzip: number };
  /** A built file's gzipped size in bytes. */
  gzip: (file: string) => number;
}

export function siteAssets(dist: string, manifest: Manifest): SiteAssets {
  const required = (source: string) => {
    const key = keyOf(manifest, source);
    if (!key) throw new Error(`The client build has no chunk for ${source}: is it listed in vite.config.ts?`);
    return key;
  };
  const closure = (source: string) => staticClosure(manifest, [required(source)]);
  const pageScript = closure(SOURCES.pageScript).js;
  const loader = closure(SOURCES.loader).js;
  const runtime = closure(SOURCES.runtime).js;
  const frameCss = closure(SOURCES.pageStyles).css;
  const text = new Map<string, string>();
  const read = (file: string) => {
    let found = text.get(file);
    if (found === undefined) text.set(file, (found = readFileSync(path.join(dist, file), 'utf8')));
    return found;
  };
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length));
    return size;
  };
  const cssOf = new Map<string, { text: string; files: string[]; gzip: number }>();
  return {
    pageScript,
    loader,
    runtime,
    // What the loader has already loaded is left out (the browser would only find it in its module map).
    islandFiles: (type, script) => closure(script ? blockScriptFile(type) : blockComponentFile(type)).js.filter((f) => !loader.includes(f)),
    css: (blockTypes) => {
      const key = [...new Set(blockTypes)].sort().join(' ');
      let found = cssOf.get(key);
      if (!found) {
        const files = [...new Set([...frameCss, ...staticClosure(manifest, blockTypes.map((t) => required(blockComponentFile(t)))).css])];
        const joined = files.map(read).join('\n');
        found = { text: joined, files, gzip: gzipSync(joined, { level: 9 }).length };
        cssOf.set(key, found);
      }
      return found;
    },
    gzip,
  };
}
