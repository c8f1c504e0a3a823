import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { claimValues, describeChanges, type FileChange, type WordedChange } from '../../../scripts/content/changes/index.ts';
import { changeSentence } from '../../../scripts/content/changes/format.ts';
import { loadChangeSchemas } from '../../../scripts/content/schemas.ts';

export const PROJECT = path.resolve(import.meta.dirname, '../../..');
/** The site these tests edit (tests/fixtures/changes): its words are the tests' own. */
export const FIXTURE = path.join(PROJECT, 'tests/fixtures/changes');
export const schemas = loadChangeSchemas(path.join(PROJECT, 'schemas'));

export const textOf = (file: string): string => readFileSync(path.join(FIXTURE, file), 'utf8');

const claimsNow = () => claimValues(parse(textOf('content/claims.yaml')));
const siteNow = () => parse(textOf('content/site.yaml')) as unknown;

/** Replaces `from` with `to` in a text, failing loudly when the fixture no longer has `from`. */
export function replace(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The fixture text has no "${from}"`);
  return text.replace(from, to);
}

/**
 * The changes of one fixture file edited by `edit`, with the fixture's claims and site settings
 * (`extra` overrides any part of the input, such as the new site settings).
 */
export function changesOf(file: string, edit: (text: string) => string, extra: Partial<FileChange> = {}): WordedChange[] {
  // A file the fixture lacks is a new file: its "before" is empty.
  const before = existsSync(path.join(FIXTURE, file)) ? textOf(file) : '';
  return describeChanges({
    file,
    before: { text: before },
    after: { text: edit(before) },
    schemas,
    claims: { before: claimsNow(), after: claimsNow() },
    site: { before: siteNow(), after: siteNow() },
    ...extra,
  });
}

/** The changes as the sentences a reader sees, each with its line: "7  Home › Hero › Headline: …". */
export const sentences = (changes: readonly WordedChange[]): string[] => changes.map((c) => `${c.line ?? '-'}  ${changeSentence(c)}`);
