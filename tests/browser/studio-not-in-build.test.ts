import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const files = (readdirSync(dist, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));

// Strings only the Studio has: its address, its token, its API header and event, its sources.
const STUDIO_MARKS = ['__studio', 'studio-token', 'x-studio-token', 'studio:file-changed', 'src/studio', 'rewriteYaml', 'writeAtomically'];

describe('the production build', () => {
  it('has no file of the Studio', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => /(^|\/)studio/i.test(f))).toEqual([]);
  });

  it('has not one byte of Studio code or strings in any file', () => {
    const found = files.flatMap((f) => {
      let text: string;
      try {
        text = readFileSync(path.join(dist, f), 'latin1').toLowerCase();
      } catch {
        return []; // a folder
      }
      return STUDIO_MARKS.filter((mark) => text.includes(mark.toLowerCase())).map((mark) => `${f}: ${mark}`);
    });
    expect(found).toEqual([]);
  });
});
