import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A new process is a fresh copy of the modules: what one kept on disk, the next one reads.
const fresh = async () => {
  vi.resetModules();
  return { inputs: await import('../../../scripts/build/build-inputs.ts'), kept: await import('../../../scripts/build/kept-digests.ts') };
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'digests-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/a.ts'), 'one');
  writeFileSync(path.join(root, 'index.html'), '<p>');
  // Files are stamped only two seconds after their last change (file-stamp.ts): the clock is moved on instead of waiting.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5000);
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

describe('digests of the build inputs, kept with the files stamps', () => {
  it('are used by the next process while every stamp is the same, and made again from the bytes when one changes', async () => {
    const first = await fresh();
    const digest = first.inputs.hashFiles(root, ['src'], ['index.html']);
    const slot = first.inputs.digestSlot(root, ['src'], ['index.html']);
    const kept = first.kept.readKeptDigest(slot)!;
    expect(kept.digest).toBe(digest);
    // What is kept is what the next process answers, without reading the files: shown by a digest that no bytes make.
    first.kept.keepDigest(slot, { ...kept, digest: 'kept' });
    expect((await fresh()).inputs.hashFiles(root, ['src'], ['index.html'])).toBe('kept');
    // The same size, other bytes: the stamp changes (its change time), and so does the digest.
    writeFileSync(path.join(root, 'src/a.ts'), 'two');
    vi.setSystemTime(Date.now() + 5000);
    const changed = (await fresh()).inputs.hashFiles(root, ['src'], ['index.html']);
    expect(changed).not.toBe('kept');
    expect(changed).not.toBe(digest);
    writeFileSync(path.join(root, 'src/a.ts'), 'one');
    vi.setSystemTime(Date.now() + 5000);
    expect((await fresh()).inputs.hashFiles(root, ['src'], ['index.html'])).toBe(digest);
  });

  it('are not kept for a file changed in the last two seconds', async () => {
    const { inputs, kept } = await fresh();
    vi.useRealTimers();
    writeFileSync(path.join(root, 'src/b.ts'), 'new');
    const digest = inputs.hashFiles(root, ['src'], []);
    expect(kept.readKeptDigest(inputs.digestSlot(root, ['src'], []))).toBeUndefined();
    expect(inputs.hashFiles(root, ['src'], [])).toBe(digest);
  });

  it('are not taken from a digest kept for other files', async () => {
    const { kept } = await fresh();
    kept.keepDigest('one set', { stamps: 's', digest: 'd' });
    expect(kept.readKeptDigest('one set')).toEqual({ stamps: 's', digest: 'd' });
    expect(kept.readKeptDigest('another set')).toBeUndefined();
  });
});
