import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import { pruneServerBundles } from './incremental.ts';

/**
 * The build's own TypeScript, bundled once into plain JavaScript that Node runs as it is: a render
 * thread starts with no TypeScript loader (registering tsx in each thread cost most of a thread's
 * start). Kept in node_modules/.cache/site-build/ (inside the project, so that the bundle resolves
 * react and friends from node_modules) and used again while every file it was made from is the same.
 * One folder per project folder: test copies share node_modules, each with scripts of its own.
 */

const CACHE = 'node_modules/.cache/site-build';

interface Kept {
  /** The files the bundle was made from (esbuild's metafile), relative to the project, and their hash. */
  inputs: string[];
  hash: string;
}

const hashOf = (root: string, files: string[]): string | undefined => {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) return undefined;
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
};

/** The bundled entry (a .mjs file), made again only when one of its files changed. */
export function compiledEntry(root: string, entry: string): string {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const dir = path.join(root, CACHE, createHash('sha256').update(root).digest('hex').slice(0, 16));
  const out = path.join(dir, `${name}.mjs`);
  const keptFile = path.join(dir, `${name}.json`);
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Kept;
    if (existsSync(out) && hashOf(root, kept.inputs) === kept.hash) return out;
  } catch {
    // Not made yet, or unreadable: made again below.
  }
  mkdirSync(dir, { recursive: true });
  pruneServerBundles(path.join(root, CACHE), 16);
  const made = buildSync({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Libraries are imported from node_modules at run time, as the build itself imports them.
    packages: 'external',
    write: false,
    metafile: true,
    outfile: out,
    logLevel: 'silent',
  });
  const inputs = Object.keys((made.metafile as Metafile).inputs).sort();
  // Written beside, then moved: two builds at once never read half a file.
  const temp = `${out}.${process.pid}`;
  writeFileSync(temp, made.outputFiles[0]!.contents);
  renameSync(temp, out);
  writeFileSync(keptFile, JSON.stringify({ inputs, hash: hashOf(root, inputs)! } satisfies Kept));
  return out;
}
