import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileStamp } from '../build/file-stamp.ts';
import { keepNewest, keepWhole } from '../build/keep-whole.ts';
import { listFilesOnDisk } from './content-files.ts';

/** The files the content checks' results depend on besides the content: their code (TypeScript and plain JavaScript), the two link rules of src they use, the generated types and the locked libraries. */
export function checkCodeFiles(project: string): string[] {
  return [
    ...listFilesOnDisk(path.join(project, 'scripts/content'))
      .filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => `scripts/content/${f}`),
    'src/components/safeHref.ts',
    'src/blog/safeUrl.ts',
    'src/generated/content.ts',
    'package-lock.json',
  ];
}

/** The hash of the files' names and bytes (a missing file counts as missing). */
export function hashCodeFiles(project: string, files: readonly string[]): string {
  const h = createHash('sha1');
  for (const file of files) {
    h.update(file);
    try {
      h.update(readFileSync(path.join(project, file)));
    } catch {
      h.update('\0missing');
    }
  }
  return h.digest('base64url');
}

/**
 * The checks' own version (see checkCodeFiles): a change anywhere checks every file again. Kept in `keptFile`
 * with each file's stamp (fileStamp), and hashed again only when a stamp differs or cannot be trusted (a file
 * changed in the last two seconds): reading and hashing the files, package-lock.json's 250 KB among them,
 * took 20 ms of every build's start.
 */
export function checkCodeVersion(project: string, keptFile: string, now = Date.now()): string {
  const files = checkCodeFiles(project);
  const stamps = files.map((f) => fileStamp(path.join(project, f), now) ?? '');
  const stampsText = `${files.join('\n')}\n${stamps.join('\n')}`;
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as { stamps?: unknown; version?: unknown };
    if (kept.stamps === stampsText && typeof kept.version === 'string') return kept.version;
  } catch {
    // Not kept yet, or unreadable: hashed below.
  }
  const version = hashCodeFiles(project, files);
  // A file just changed (no stamp) is hashed again next time; a missing file has none either.
  if (stamps.every(Boolean)) {
    try {
      keepWhole(keptFile, JSON.stringify({ stamps: stampsText, version }));
      // One file per project folder: test copies come and go.
      keepNewest(path.dirname(keptFile), '.json', 32);
    } catch {
      // A read-only node_modules: hashed again next time.
    }
  }
  return version;
}
