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

/**
 * JSON in ASCII alone: every other character written as its \u escape, which JSON.parse reads back the same.
 * The check cache's file is then read as Latin-1, a plain copy: decoding 15 MB of UTF-8 (10,000 page titles
 * with a "·" in each) took 30-55 ms of a one-page rebuild, and 1-2 ms so.
 */
export const asciiJson = (json: string): string => json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

// Shared by every record read without the field: nothing changes a record's lists (a check makes new records).
const NONE: never[] = Object.freeze([]) as never[];

/**
 * What most pages' records hold, left out of their lines: a page without problems had every field here
 * written out, and reading 10,000 such lines took about 40 ms, against 14 ms without them.
 */
const DEFAULTS = { resolved: NONE, own: NONE, parsed: true, blank: NONE, links: NONE, noindex: false, prepared: NONE, valid: true } as const;
const isDefault = (key: string, value: unknown) =>
  key in DEFAULTS && (value === DEFAULTS[key as keyof typeof DEFAULTS] || (Array.isArray(value) && value.length === 0));

/**
 * The end of a record's line: its claims, the site paths it asked about, and its uses, always in this order.
 * Pages share these lists (10,000 generated pages asked about the same 10 paths): a reader finds each by
 * where it stands, and turns each distinct list into data once (recordOf). Reading 10,000 records took
 * 60-100 ms with every list parsed, and 37-49 ms so.
 */
const IDS = ',"ids":';
const ASKED = ',"asked":';
const USES = ',"uses":';
/** JSON of the fields other than the lists, without those at their defaults. */
const fieldsJson = (record: PageRecord): string => {
  const slim: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (key !== 'uses' && key !== 'ids' && key !== 'asked' && !isDefault(key, value)) slim[key] = value;
  return JSON.stringify(slim);
};

/** A record's line: its JSON without the fields at their defaults, and with its lists last (IDS, ASKED, USES), so that reading it can share or leave them (recordOf). */
export function lineOf(record: PageRecord): string {
  const fields = fieldsJson(record);
  const lists = `${IDS}${JSON.stringify(record.ids)}${ASKED}${JSON.stringify(record.asked)}${USES}${JSON.stringify(record.uses)}}`;
  return asciiJson(fields === '{}' ? `{${lists.slice(1)}` : `${fields.slice(0, -1)}${lists}`);
}

/**
 * A record read from its line, with every field (one shape for all 10,000, which the check's loop reads
 * fastest) and its uses read from the line when first asked for: a build or a check mostly needs only
 * which claims a kept page uses (`ids`), and 150,000 uses made at every build of 10,000 pages cost it
 * about 0.4 s. A getter of the class, not one defined on each record: that made each record a shape of
 * its own. Copy one with `recordWith`, as spreading it would leave its uses behind.
 */
// Its fields are PageRecord's (the interface below merges into the class): the class adds how its uses and line are read.
interface KeptRecord extends PageRecord {}
class KeptRecord {
  #usesText: string;
  #uses?: StoredUse[];
  /** The line it was read from, written back as it is (not a field of its own: a copy must not carry it into its line). */
  readonly #line: string;

  constructor(read: Partial<PageRecord>, usesText: string, line: string) {
    this.file = read.file!;
    this.hash = read.hash!;
    this.stamp = read.stamp;
    this.resolved = read.resolved ?? NONE;
    this.own = read.own ?? NONE;
    this.parsed = read.parsed ?? true;
    this.blank = read.blank ?? NONE;
    this.links = read.links ?? NONE;
    this.title = read.title;
    this.noindex = read.noindex ?? false;
    this.prepared = read.prepared ?? NONE;
    this.valid = read.valid ?? true;
    this.ids = read.ids ?? NONE;
    this.asked = read.asked ?? NONE;
    this.addresses = read.addresses;
    this.dataKey = read.dataKey;
    this.#usesText = usesText;
    this.#line = line;
  }

  get line(): string {
    return this.#line;
  }

  get uses(): StoredUse[] {
    return (this.#uses ??= JSON.parse(this.#usesText) as StoredUse[]);
  }
}

/**
 * A record from its line (see KeptRecord). Its lists are found from the end of the line: the uses' objects have
 * no key "uses", the other two lists hold no objects, and a quote inside a string is escaped, so each key found
 * so is the record's own. `lists`: the lists read so far, by their JSON, shared by every record that has the
 * same one (nothing changes a record's lists: a check makes new records).
 */
export function recordOf(line: string, lists?: Map<string, unknown>): PageRecord {
  const uses = line.lastIndexOf(USES);
  const asked = line.lastIndexOf(ASKED, uses);
  const ids = line.lastIndexOf(IDS, asked);
  // A record has a file and a hash before its lists.
  if (ids <= 0 || !line.endsWith(']}')) throw new Error('not a record');
  const read = JSON.parse(`${line.slice(0, ids)}}`) as Partial<PageRecord>;
  if (typeof read.file !== 'string' || typeof read.hash !== 'string') throw new Error('not a record');
  // The last list of each kind is kept in the map under its name, which no list's JSON can be.
  read.ids = listOf(line.slice(ids + IDS.length, asked), lists, 'ids') as string[];
  read.asked = listOf(line.slice(asked + ASKED.length, uses), lists, 'asked') as [string, string][];
  return new KeptRecord(read, line.slice(uses + USES.length, -1), line);
}

const listOf = (json: string, lists: Map<string, unknown> | undefined, slot: string): unknown => {
  if (json === '[]') return NONE;
  // Pages next to each other mostly have the same lists: comparing with the last one of its kind is cheaper than hashing a few hundred characters.
  const last = lists?.get(slot) as [string, unknown] | undefined;
  if (last?.[0] === json) return last[1];
  let list = lists?.get(json);
  if (list === undefined) {
    list = JSON.parse(json);
    if (!Array.isArray(list)) throw new Error('not a record');
    lists?.set(json, list);
  }
  lists?.set(slot, [json, list]);
  return list;
};

/** The line a record was read from (undefined for one made by this check). */
export const keptLine = (record: PageRecord): string | undefined => (record instanceof KeptRecord ? record.line : undefined);

/** A copy of a record with some fields changed, its uses included. */
export const recordWith = (record: PageRecord, fields: Partial<PageRecord>): PageRecord => ({ ...record, uses: record.uses, ...fields });
