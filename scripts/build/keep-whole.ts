import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts `bytes` into a shared cache folder as `file`: written whole under a name of its own, then
 * renamed, so that another build reading the cache at the same time never sees half a file.
 */
export function keepWhole(file: string, bytes: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}
