import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import path from 'node:path';
import { StudioError } from './http.ts';

export const hashOf = (bytes: string | Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The file's text and the hash of its bytes, or null when it does not exist. */
export function readWithHash(abs: string): { text: string; hash: string } | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(abs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return { text: bytes.toString('utf8'), hash: hashOf(bytes) };
}

/** The file-system calls a write uses; tests swap one for a failing one (a full disk). */
export type WriteFs = Pick<typeof fs, 'writeFileSync' | 'renameSync' | 'linkSync' | 'unlinkSync' | 'statSync' | 'chmodSync' | 'mkdirSync'>;

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission was denied',
  EPERM: 'permission was denied',
  EROFS: 'the disk is read-only',
  EEXIST: 'a file with that name already exists',
};

/**
 * Writes a file whole or not at all: the bytes go to a temporary file in the same folder, which
 * then replaces the file in one rename (or, with `create`, takes its name only if nobody has).
 * A failure leaves the old file as it was and no temporary file behind.
 */
export function writeAtomically(abs: string, bytes: string | Buffer, options: { create?: boolean; fs?: WriteFs; shown?: string } = {}): void {
  const io = options.fs ?? fs;
  const dir = path.dirname(abs);
  const temp = path.join(dir, `.${path.basename(abs)}.${randomBytes(6).toString('hex')}.studio-tmp`);
  try {
    io.mkdirSync(dir, { recursive: true });
    io.writeFileSync(temp, bytes, { flag: 'wx' });
    if (options.create) {
      io.linkSync(temp, abs);
      io.unlinkSync(temp);
    } else {
      try {
        io.chmodSync(temp, io.statSync(abs).mode & 0o777);
      } catch {
        // A new file keeps the default mode.
      }
      io.renameSync(temp, abs);
    }
  } catch (err) {
    try {
      io.unlinkSync(temp);
    } catch {
      // Nothing was created.
    }
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const reason = REASONS[code] ?? (err instanceof Error ? err.message : String(err));
    const status = code === 'EEXIST' ? 409 : 500;
    throw new StudioError(status, `Could not save ${options.shown ?? path.basename(abs)}: ${reason}. Nothing was changed on disk; your edit is still here in the Studio.`);
  }
}
