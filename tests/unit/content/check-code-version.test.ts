import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCodeFiles, checkCodeVersion, hashCodeFiles } from '../../../scripts/content/check-code-version.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-version-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'scripts/content/claims'), { recursive: true });
  writeFileSync(path.join(dir, 'scripts/content/check.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'scripts/content/claims/claims.ts'), 'export const b = 2;\n');
  writeFileSync(path.join(dir, 'scripts/content/check.test.ts'), 'not part of it\n');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  for (const file of ['src/components/safeHref.ts', 'src/blog/safeUrl.ts', 'src/generated/content.ts']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `// ${file}\n`);
  }
  return dir;
}
// Files just written have no stamp for two seconds (fileStamp): the checks below look from a little later.
const later = () => Date.now() + 5000;

describe('the content checks’ own version', () => {
  it('is the hash of the checks’ files, tests left out, and changes with any of them', () => {
    const dir = project();
    const kept = path.join(dir, 'kept/code.json');
    expect(checkCodeFiles(dir)).toEqual(expect.arrayContaining(['scripts/content/check.ts', 'scripts/content/claims/claims.ts', 'package-lock.json']));
    expect(checkCodeFiles(dir)).not.toContain('scripts/content/check.test.ts');
    const first = checkCodeVersion(dir, kept, later());
    expect(first).toBe(hashCodeFiles(dir, checkCodeFiles(dir)));
    writeFileSync(path.join(dir, 'scripts/content/claims/claims.ts'), 'export const b = 3;\n');
    expect(checkCodeVersion(dir, kept, later())).not.toBe(first);
    writeFileSync(path.join(dir, 'scripts/content/claims/new.ts'), 'export const c = 1;\n');
    expect(checkCodeVersion(dir, kept, later())).toBe(hashCodeFiles(dir, checkCodeFiles(dir)));
  });

  it('is taken from its kept file, without reading the files, while every file keeps its stamp', () => {
    const dir = project();
    const kept = path.join(dir, 'kept/code.json');
    checkCodeVersion(dir, kept, later());
    const stored = JSON.parse(readFileSync(kept, 'utf8'));
    writeFileSync(kept, JSON.stringify({ ...stored, version: 'as kept' }));
    expect(checkCodeVersion(dir, kept, later())).toBe('as kept');
  });

  it('is hashed again, and not kept, while a file has just changed', () => {
    const dir = project();
    const kept = path.join(dir, 'kept/code.json');
    expect(checkCodeVersion(dir, kept)).toBe(hashCodeFiles(dir, checkCodeFiles(dir)));
    expect(() => readFileSync(kept)).toThrow();
  });
});
