import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkCodeVersion as codeVersionOf } from './check-code-version.ts';
import { addToKeptFile, readKeptFile, writeKeptFile, type KeptFile } from './check-cache-file.ts';
import { asciiJson, keptLine, lineOf, recordOf, recordWith, type PageRecord } from './page-record.ts';
import { schemaSetJson, type SchemaSet } from './schemas.ts';

export type { PageRecord } from './page-record.ts';

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');
export const textHash = hash;

const PROJECT = path.resolve(import.meta.dirname, '../..');
/** Results are kept under the project's own node_modules, never in a content folder (fixture sites have none). */
export const CACHE_DIR = path.join(PROJECT, 'node_modules/.cache/content-check');
const KEEP_FILES = 20;

let codeVersion: string | undefined;
/** The checks' own version (check-code-version.ts), worked out once per process. */
const checkCodeVersion = (): string => (codeVersion ??= codeVersionOf(PROJECT, path.join(CACHE_DIR, 'code', `${hash(PROJECT).slice(0, 16)}.json`)));

/**
 * The file's first line; each line after it is one page's record, as JSON.stringify makes it, with
 * its uses last (lineOf in page-record.ts). A record is kept as the line it was read from and written back as that
 * line: a one-page rebuild at 10,000 pages then turns one record into JSON, not 10,000 (about 0.2 s).
 */
interface Head {
  /** 6: every line is ASCII (asciiJson), read as Latin-1, leaves out the fields at their defaults, and ends with its lists (page-record.ts). */
  format: 6;
  version: string;
  key: string;
  /** How many record lines it was written with (lines added since follow them, check-cache-file.ts): a file cut short is not taken for a smaller site. */
  records: number;
  /** Other results kept by name (a blog post's article checks), each with the key of what it was made from. */
  kept?: Record<string, { key: string; value: unknown }>;
}

/** What every page's result depends on besides its own text. */
export interface SharedInputs {
  schemas: SchemaSet;
  /** content/claims.yaml's text (undefined without one) and site.yaml's (page names, menu labels). */
  claims: string | undefined;
  site: string;
  /** Every address a did-you-mean may offer. */
  addresses: readonly string[];
}

export interface CacheSession {
  /** The kept result of a page, if its text and all it depends on are unchanged. */
  get(file: string, textHash: string, answer: (sitePath: string) => string): PageRecord | undefined;
  /** The hash of a page's text as last read, while its file has the same stamp. */
  hashOf(file: string, stamp: string): string | undefined;
  set(record: PageRecord): void;
}

/**
 * Page results of the content check kept between runs: in memory (the dev server re-checks only
 * the file saved) and, when opened with a file, on disk in node_modules/.cache/content-check (one
 * file per content folder and version of the checks). A result is used only when the page's text,
 * the schemas, claims.yaml, site.yaml and the code are the same, and every address the page links
 * to gives the same answer as before.
 */
export class CheckCache {
  private records = new Map<string, PageRecord>();
  private key = '';
  private touched = new Set<string>();
  /** The addresses (their key) a kept result's links were last found to answer the same under. */
  private verified = new Map<string, string>();
  private kept = new Map<string, { key: string; value: unknown }>();
  private keptUsed = new Set<string>();
  /** The lines of records made by this process (a record read from the file keeps its own line; records are replaced, never changed). */
  private lines = new WeakMap<PageRecord, string>();
  private dirty = false;
  /** The file as last read or written, and whether the next save must write it whole (its first line changes). */
  private onDisk?: KeptFile;
  private whole = true;
  /** Records made since the last save, which it may add to the file's end. */
  private fresh: PageRecord[] = [];

  private constructor(private readonly file?: string) {}

  /** The file the results are kept in (undefined in memory only). */
  get location(): string | undefined {
    return this.file;
  }

  static inMemory(): CheckCache {
    return new CheckCache();
  }

  /** The file a content folder's results are kept in, by this version of the checks. */
  private static fileOf(root: string): string {
    return path.join(CACHE_DIR, `${hash(path.resolve(root)).slice(0, 16)}-${checkCodeVersion().slice(0, 16)}.jsonl`);
  }

  /** How many bytes of results are kept for a content folder (0 for none): what opening it will read. */
  static keptBytes(root: string): number {
    return statSync(CheckCache.fileOf(root), { throwIfNoEntry: false })?.size ?? 0;
  }

  /** The cache of a content folder; `note` is a line for the person when a kept file could not be used. */
  static open(root: string): { cache: CheckCache; note?: string } {
    const cache = new CheckCache(CheckCache.fileOf(root));
    const read = readKeptFile(cache.file!);
    // No results kept yet for this folder and this version of the checks.
    if (!read) return { cache };
    try {
      const lines = read.text.split('\n');
      const head = JSON.parse(lines[0]!) as Head;
      const count = lines.length - 2;
      if (head.format !== 6 || head.version !== checkCodeVersion() || typeof head.key !== 'string' || !(head.records <= count) || lines.at(-1) !== '') throw new Error('not ours');
      const lists = new Map<string, unknown>();
      for (let i = 1; i <= count; i++) {
        const line = lines[i]!;
        const record = recordOf(line, lists);
        cache.records.set(record.file, record);
      }
      cache.key = head.key;
      for (const [slot, entry] of Object.entries(head.kept ?? {})) cache.kept.set(slot, entry);
      cache.onDisk = { ino: read.ino, size: read.size, key: head.key, added: count - head.records };
      cache.whole = false;
      return { cache };
    } catch {
      cache.records.clear();
      return { cache, note: `Content check: the kept results in ${path.relative(process.cwd(), cache.file!) || cache.file} could not be read (damaged or from another version), so every file is checked.` };
    }
  }

  /** Removes the kept results of a content folder, of every version of the checks (the bench's cold runs). */
  static forget(root: string): void {
    const folder = `${hash(path.resolve(root)).slice(0, 16)}-`;
    let names: string[] = [];
    try {
      names = readdirSync(CACHE_DIR);
    } catch {
      return;
    }
    for (const name of names) if (name.startsWith(folder)) rmSync(path.join(CACHE_DIR, name), { force: true });
  }

  /** Starts one check: results made under other schemas, claims, site settings or code are dropped. */
  begin(inputs: SharedInputs): CacheSession {
    const { schemas } = inputs;
    const key = hash(JSON.stringify([checkCodeVersion(), schemaSetJson(schemas), inputs.claims ?? null, inputs.site]));
    if (key !== this.key) {
      this.records.clear();
      this.verified.clear();
      this.kept.clear();
      this.key = key;
      this.dirty = true;
      this.whole = true;
    }
    const addressKey = hash(inputs.addresses.join('\n'));
    this.touched.clear();
    const hasProblems = (r: PageRecord) => r.resolved.length + r.own.length + r.blank.length + r.links.length + r.prepared.length > 0;
    // Kept records read from one file share their lists (recordOf): a list asked about by many pages is answered once.
    const sameAnswers = new Map<PageRecord['asked'], boolean>();
    const answersSame = (asked: PageRecord['asked'], answer: (sitePath: string) => string) => {
      let same = sameAnswers.get(asked);
      if (same === undefined) sameAnswers.set(asked, (same = asked.every(([value, was]) => answer(value) === was)));
      return same;
    };
    return {
      get: (file, textHash, answer) => {
        const r = this.records.get(file);
        if (!r || r.hash !== textHash) return undefined;
        if (hasProblems(r) && r.addresses !== addressKey) return undefined;
        if (this.verified.get(file) !== addressKey && !answersSame(r.asked, answer)) return undefined;
        this.verified.set(file, addressKey);
        this.touched.add(file);
        return r;
      },
      hashOf: (file, stamp) => {
        const r = this.records.get(file);
        return r?.stamp === stamp ? r.hash : undefined;
      },
      set: (record) => {
        const kept = hasProblems(record) ? recordWith(record, { addresses: addressKey }) : record;
        this.records.set(record.file, kept);
        if (this.file) this.fresh.push(kept);
        this.verified.set(record.file, addressKey);
        this.touched.add(record.file);
        this.dirty = true;
      },
    };
  }

  /** A result of this check other than a page's, kept by name while `key` (all it is made from) is the same. */
  memo<T>(slot: string, key: string, compute: () => T): T {
    this.keptUsed.add(slot);
    const known = this.kept.get(slot);
    if (known?.key === key) return known.value as T;
    const value = compute();
    this.kept.set(slot, { key, value });
    this.dirty = true;
    this.whole = true;
    return value;
  }

  /** Writes the results of the last check (pages deleted since are left out), when anything changed. */
  save(): void {
    // Results kept by name that nothing asked for since the last save are dropped (memo may be asked before begin: the claims file).
    for (const slot of this.kept.keys()) {
      if (!this.keptUsed.has(slot)) {
        this.kept.delete(slot);
        this.dirty = true;
        this.whole = true;
      }
    }
    this.keptUsed.clear();
    for (const file of this.records.keys()) {
      if (!this.touched.has(file)) {
        this.records.delete(file);
        this.verified.delete(file);
        this.dirty = true;
        this.whole = true;
      }
    }
    const fresh = this.fresh.splice(0).filter((r) => this.records.get(r.file) === r);
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    try {
      // A few new records under the same key go at the end; the file is written whole again once they are many.
      const onDisk = this.onDisk;
      if (!this.whole && onDisk?.key === this.key && onDisk.added + fresh.length <= Math.max(64, this.records.size / 8)) {
        this.onDisk = addToKeptFile(this.file, onDisk, fresh.map((r) => `${this.lineFor(r)}\n`));
        if (this.onDisk) return;
      }
      mkdirSync(CACHE_DIR, { recursive: true });
      const head: Head = { format: 6, version: checkCodeVersion(), key: this.key, records: this.records.size, kept: Object.fromEntries(this.kept) };
      this.onDisk = writeKeptFile(this.file, this.key, this.fileLines(asciiJson(JSON.stringify(head))));
      this.whole = false;
      pruneOld(this.file);
    } catch {
      // A read-only node_modules: the check works without keeping its results.
      this.onDisk = undefined;
    }
  }

  private lineFor(record: PageRecord): string {
    let line = keptLine(record) ?? this.lines.get(record);
    if (line === undefined) this.lines.set(record, (line = lineOf(record)));
    return line;
  }

  private *fileLines(head: string): Generator<string> {
    yield `${head}\n`;
    for (const record of this.records.values()) yield `${this.lineFor(record)}\n`;
  }
}

/** Older versions of this folder's results, and all but the newest few folders' (test copies come and go). */
function pruneOld(current: string): void {
  const folder = path.basename(current).slice(0, 16);
  const others = readdirSync(CACHE_DIR)
    .filter((f) => /\.jsonl?$/.test(f) && path.join(CACHE_DIR, f) !== current)
    .map((f) => ({ f, at: statSync(path.join(CACHE_DIR, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  others.forEach(({ f }, i) => {
    if (f.startsWith(folder) || i >= KEEP_FILES - 1) rmSync(path.join(CACHE_DIR, f), { force: true });
  });
}
