import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A digest of some files, and their stamps when it was made (scripts/build/build-inputs.ts). */
export interface KeptDigest {
  stamps: string;
  digest: string;
}

const DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/site-digests');
// One small file for each set of files and folder hashed (a build hashes two or three sets); test copies come and go.
const KEEP = 64;

const fileOf = (slot: string) => path.join(DIR, `${createHash('sha1').update(slot).digest('base64url')}.json`);

/** The digest kept for a set of files, or undefined when there is none (or it cannot be read). */
export function readKeptDigest(slot: string): KeptDigest | undefined {
  try {
    const kept = JSON.parse(readFileSync(fileOf(slot), 'utf8')) as { slot?: unknown } & Partial<KeptDigest>;
    return kept.slot === slot && typeof kept.stamps === 'string' && typeof kept.digest === 'string' ? { stamps: kept.stamps, digest: kept.digest } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a digest for the next process: written beside and moved in place, so that a build alongside never reads half a file. */
export function keepDigest(slot: string, kept: KeptDigest): void {
  try {
    mkdirSync(DIR, { recursive: true });
    const file = fileOf(slot);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ slot, ...kept }));
    renameSync(temp, file);
    prune();
  } catch {
    // A read-only node_modules: the files are hashed again next time.
  }
}

/** Removes all but the newest KEEP digests. */
function prune(): void {
  const names = readdirSync(DIR).filter((n) => n.endsWith('.json'));
  if (names.length <= KEEP) return;
  const byAge = names.map((n) => ({ file: path.join(DIR, n), at: statSync(path.join(DIR, n)).mtimeMs })).sort((a, b) => b.at - a.at);
  for (const { file } of byAge.slice(KEEP)) rmSync(file, { force: true });
}
