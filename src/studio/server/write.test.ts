import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StudioError } from './http.ts';
import { writeAtomically, type WriteFs } from './write.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-write-'));
afterEach(() => {
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
});

const failing = (call: keyof WriteFs, code: string): WriteFs => ({
  ...fs,
  [call]: () => {
    throw Object.assign(new Error(code), { code });
  },
});

describe('writeAtomically', () => {
  it('replaces a file whole', () => {
    const file = path.join(dir, 'page.yaml');
    fs.writeFileSync(file, 'old\n');
    writeAtomically(file, 'new\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('new\n');
    expect(fs.readdirSync(dir)).toEqual(['page.yaml']);
  });

  it.each([
    ['writeFileSync', 'ENOSPC', 'the disk is full'],
    ['renameSync', 'EACCES', 'permission was denied'],
  ] as const)('leaves the old file and no temporary file when %s fails (%s), and says so', (call, code, reason) => {
    const file = path.join(dir, 'page.yaml');
    fs.writeFileSync(file, 'old\n');
    let error: unknown;
    try {
      writeAtomically(file, 'new\n', { fs: failing(call, code), shown: 'content/pages/page.yaml' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(StudioError);
    expect((error as StudioError).status).toBe(500);
    expect((error as StudioError).message).toBe(`Could not save content/pages/page.yaml: ${reason}. Nothing was changed on disk; your edit is still here in the Studio.`);
    expect(fs.readFileSync(file, 'utf8')).toBe('old\n');
    expect(fs.readdirSync(dir)).toEqual(['page.yaml']);
  });

  it('creates a new file only when nobody has its name', () => {
    const file = path.join(dir, 'new.yaml');
    writeAtomically(file, 'first\n', { create: true });
    expect(() => writeAtomically(file, 'second\n', { create: true })).toThrow(/already exists/);
    expect(fs.readFileSync(file, 'utf8')).toBe('first\n');
    expect(fs.readdirSync(dir)).toEqual(['new.yaml']);
  });
});
