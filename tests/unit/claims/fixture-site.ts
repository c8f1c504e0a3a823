import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../scripts/content/load.ts';

export const PROJECT = path.resolve(import.meta.dirname, '../../..');
/** A small site that uses claims everywhere text goes (tests/fixtures/claims). */
export const FIXTURE = path.join(PROJECT, 'tests/fixtures/claims');
const SCHEMAS = path.join(PROJECT, 'schemas');

export const load = (root = FIXTURE) => loadContent(root, SCHEMAS);

/** A line of a fixture file, to check that a reported line is the one holding what it names. */
export const lineOf = (root: string, file: string, line: number): string => readFileSync(path.join(root, file), 'utf8').split('\n')[line - 1] ?? '';

/**
 * A throwaway copy of the claims fixture with some files changed: each edit is the new text of a
 * file under content/, or a function of its current text. Returns the copy's root and a cleanup.
 */
export function editedFixture(edits: Record<string, string | ((text: string) => string)>): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'claims-fixture-'));
  cpSync(FIXTURE, root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(root, 'content', file);
    let current = '';
    try {
      current = readFileSync(full, 'utf8');
    } catch {
      // A new file.
    }
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof edit === 'string' ? edit : edit(current));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
