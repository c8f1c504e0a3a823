import type { StoredUse } from './claims/stored-uses.ts';
import type { ContentProblem } from './problem.ts';

/** One page's check as plain data: what checkContent needs of it once its data and text are gone. */
export interface PageRecord {
  file: string;
  /** textHash of the file's text. */
  hash: string;
  /** The file's stamp (fileStamp) taken before its text was read: while it is the same, the text is not read again. */
  stamp?: string;
  /** Problems of its claims ({{id}}), its own (syntax, schema), blank search fields, links, preparation. */
  resolved: ContentProblem[];
  own: ContentProblem[];
  parsed: boolean;
  blank: ContentProblem[];
  links: ContentProblem[];
  title?: string;
  /** The page asks search engines not to list it (seo.noindex): the build leaves it out of the sitemap. */
  noindex?: boolean;
  prepared: ContentProblem[];
  valid: boolean;
  /** The claims it uses, each once. */
  ids: string[];
  /** Where it uses them; last in the record's line, and read from it only when asked for (see lineOf). */
  uses: StoredUse[];
  /** Every site path the checks looked up, with the answer then (see checkContent). */
  asked: [string, string][];
  /** For a page with problems: the site's addresses then (a did-you-mean may name any of them). */
  addresses?: string;
  /** What its data is made of: its text and the claims it uses (checkContent's dataKey; the build keeps a page's output while it is the same). */
  dataKey?: string;
}

const USES = ',"uses":';

/**
 * JSON in ASCII alone: every other character written as its \u escape, which JSON.parse reads back the same.
 * The check cache's file is then read as Latin-1, a plain copy: decoding 15 MB of UTF-8 (10,000 page titles
 * with a "·" in each) took 30-55 ms of a one-page rebuild, and 1-2 ms so.
 */
export const asciiJson = (json: string): string => json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A record's line: its JSON with the uses last, so that reading it can leave them for later (recordOf). */
export function lineOf(record: PageRecord): string {
  const { uses, ...rest } = record;
  return asciiJson(`${JSON.stringify(rest).slice(0, -1)}${USES}${JSON.stringify(uses)}}`);
}

/**
 * A record from its line, its uses read from the line when first asked for: a build or a check
 * mostly needs only which claims a kept page uses (`ids`), and 150,000 uses made at every build of
 * 10,000 pages cost it about 0.4 s. JSON escapes every quote inside a string, so the last `,"uses":`
 * of a line is the record's own key.
 */
export function recordOf(line: string): PageRecord {
  const at = line.lastIndexOf(USES);
  if (at < 0 || !line.endsWith(']}')) throw new Error('not a record');
  const record = JSON.parse(`${line.slice(0, at)}}`) as PageRecord;
  const text = line.slice(at + USES.length, -1);
  let uses: StoredUse[] | undefined;
  Object.defineProperty(record, 'uses', { get: () => (uses ??= JSON.parse(text) as StoredUse[]), enumerable: true, configurable: true });
  return record;
}
