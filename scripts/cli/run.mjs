// `node scripts/cli/run.mjs build --clean`: runs scripts/cli/build.ts (or another entry named by its path) bundled into plain JavaScript
// once (scripts/build/compiled.mjs), so that a build starts without a TypeScript loader.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledEntry } from '../build/compiled.mjs';

const [name, ...args] = process.argv.slice(2);
// A command's name (build), or the path of another entry from the project's root (the Studio online's server).
const entry = name.includes('/') ? name : `scripts/cli/${name}.ts`;
const file = await compiledEntry(path.resolve(import.meta.dirname, '../..'), entry);
// The command reads its options from process.argv as if it had been started itself.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
