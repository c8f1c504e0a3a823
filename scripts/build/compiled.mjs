// Plain JavaScript: it is what runs the build's TypeScript without a TypeScript loader (scripts/cli/run.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileStamp } from './file-stamp.mjs';

/**
 * The build's own TypeScript, bundled once into plain JavaScript that Node runs as it is: neither
 * the build nor its render threads load a TypeScript loader (tsx cost about half a second of CPU
 * per process and per thread). Kept in node_modules/.cache/site-build/ (inside the project, so that
 * the bundle resolves react and friends from node_modules) and used again while every file it was
 * made from is the same. One folder per project folder: test copies share node_modules.
 */

const CACHE = 'node_modules/.cache/site-build';
const KEEP = 16;

/** @param {string} root @param {string[]} files */
function hashOf(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) return undefined;
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/** Every file's stamp, or undefined when one has none. @param {string} root @param {string[]} files */
function stampsOf(root, files) {
  const stamps = [];
  for (const file of files) {
    const stamp = fileStamp(path.join(root, file));
    if (stamp === undefined) return undefined;
    stamps.push(stamp);
  }
  return stamps.join(' ');
}

/** Each module keeps its own import.meta.dirname, filename and url, as when run from its file. */
const ownPlace = {
  name: 'own-place',
  /** @param {import('esbuild').PluginBuild} b */
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Pure-JavaScript libraries that the build loads at every start, bundled in with its own code. Node's module
 * loader took about 140 ms to find, read and link their hundreds of small files (yaml, unified and remark,
 * supabase-js, feed), and 40 ms as one file. Everything else stays in node_modules: native code (sharp, resvg),
 * the tools (vite, esbuild) and what other entries load (the Studio online's server).
 */
const BUNDLED = new Set(['yaml', 'js-yaml', 'unified', 'remark-parse', 'remark-rehype', 'rehype-react', '@supabase/supabase-js', 'feed']);

/** The package a bare import names: '@scope/name' or 'name'. @param {string} spec */
const packageOf = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

const libraries = {
  name: 'libraries',
  /** @param {import('esbuild').PluginBuild} b */
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // Node's own modules stay where they are; a bundled library's own imports are bundled with it.
      if (args.path.startsWith('node:') || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      return BUNDLED.has(packageOf(args.path)) ? undefined : { external: true };
    });
  },
};

/** The bundled libraries' CommonJS parts call require() for Node's own modules, which an ES module lacks. */
const REQUIRE = "import { createRequire as requireFromBundle } from 'node:module'; const require = requireFromBundle(import.meta.url);";

/** Installed libraries change only with an install, which rewrites npm's record of them: that stands for their files. */
const INSTALLED = 'node_modules/.package-lock.json';

/** Entries being made by esbuild now, in this process. */
let compiling = 0;
let stopsAtExit = false;

/** Removes all but the newest few folders (test copies each make one). */
function prune(folder) {
  const dirs = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ dir: path.join(folder, e.name), at: statSync(path.join(folder, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { dir } of dirs.slice(KEEP)) rmSync(dir, { recursive: true, force: true });
}

/** Writes what an entry was made from beside it, moved in place: a build starting alongside never reads half of it. @param {string} file @param {object} kept */
function keep(file, kept) {
  try {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(kept));
    renameSync(temp, file);
  } catch {
    // A read-only node_modules: the bytes are hashed again next time.
  }
}

/** @param {string} root @param {string} entry */
function placeOf(root, entry) {
  const name = entry.replace(/\.tsx?$/, '').replaceAll('/', '-');
  const dir = path.join(root, CACHE, createHash('sha256').update(root).digest('hex').slice(0, 16));
  return { dir, out: path.join(dir, `${name}.mjs`), keptFile: path.join(dir, `${name}.json`) };
}

/**
 * The bundled entry while every file it was made from is the same, found without waiting (no await): the
 * bundler's job is handed over while the build checks the pages, and the check does not yield until it ends.
 * Undefined when it is not made yet or out of date.
 * @param {string} root @param {string} entry
 * @returns {string | undefined}
 */
export function keptEntry(root, entry) {
  const { out, keptFile } = placeOf(root, entry);
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8'));
    if (!kept.hash || !existsSync(out)) return undefined;
    // While every file has the stamp it had, its bytes are not read and hashed again (10-25 ms at every start).
    const stamps = stampsOf(root, kept.inputs);
    if (stamps !== undefined && stamps === kept.stamps) return out;
    if (hashOf(root, kept.inputs) !== kept.hash) return undefined;
    if (stamps !== undefined) keep(keptFile, { ...kept, stamps });
    return out;
  } catch {
    // Not made yet, or unreadable.
  }
  return undefined;
}

/**
 * The bundled entry (an .mjs file), made again only when one of the files it was made from changed.
 * @param {string} root the project
 * @param {string} entry a TypeScript file, relative to root
 * @returns {Promise<string>}
 */
export async function compiledEntry(root, entry) {
  const kept = keptEntry(root, entry);
  if (kept) return kept;
  const { dir, out, keptFile } = placeOf(root, entry);
  mkdirSync(dir, { recursive: true });
  prune(path.join(root, CACHE));
  // esbuild's service process outlives the build call unless stopped: it would hold about 28 MB while
  // the build runs (and while its bundler runs beside it). Stopped when no other entry is being made.
  const esbuild = await import('esbuild');
  // A process that ends while an entry is being made (a build that needed none of it) stops esbuild's service
  // process first: left running, it kept the build's output open until it saw its parent gone, about a second.
  if (!stopsAtExit) process.once('exit', () => compiling > 0 && void esbuild.stop());
  stopsAtExit = true;
  compiling += 1;
  const made = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: REQUIRE },
    write: false,
    metafile: true,
    outfile: out,
    logLevel: 'silent',
    plugins: [libraries, ownPlace],
  }).finally(() => {
    compiling -= 1;
    if (compiling === 0) return esbuild.stop();
  });
  const own = Object.keys(made.metafile.inputs).filter((file) => !file.split('/').includes('node_modules'));
  const inputs = [...own, INSTALLED].sort();
  // Written beside, then moved: a build running at the same time never reads half a file.
  const temp = `${out}.${process.pid}`;
  writeFileSync(temp, made.outputFiles[0].contents);
  renameSync(temp, out);
  const stamps = stampsOf(root, inputs);
  keep(keptFile, { inputs, hash: hashOf(root, inputs), stamps });
  return out;
}
