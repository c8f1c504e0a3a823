import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keepNewest, keepWhole } from './keep-whole.ts';

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

/** Keeps a digest for the next process (written whole, so that a build alongside never reads half a file). */
export function keepDigest(slot: string, kept: KeptDigest): void {
  try {
    keepWhole(fileOf(slot), JSON.stringify({ slot, ...kept }));
    keepNewest(DIR, '.json', KEEP);
  } catch {
    // A read-only node_modules: the files are hashed again next time.
  }
}
