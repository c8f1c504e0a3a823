import type { CacheFile, CachedPage } from './build-cache.ts';
import type { PageRecord } from './page-output.ts';

/**
 * The build cache's file (.dist-build/cache/pages.json) with each page's record in two parts: its own address,
 * route and file, and the rest (kind, scripts, styles, block types, pictures), which most pages share with
 * many others and which is written once in `shapes`. At 10,027 pages the file went from 4.5 to 1.4 MB, and
 * reading it from 45 to 25 ms, with 10 objects a page fewer for the garbage collector to copy.
 */
interface PackedPage {
  key: string;
  size: number;
  path: string;
  route: string;
  shape: number;
}

/** The JSON of a record's shared part, made once per record (kept records are written again at every build). */
const shapeJson = new WeakMap<PageRecord, string>();
function shapeOf(record: PageRecord): string {
  let json = shapeJson.get(record);
  if (json === undefined) {
    const { path, route, file, ...rest } = record;
    shapeJson.set(record, (json = JSON.stringify(rest)));
  }
  return json;
}

/** The cache as the pieces of its file's text. */
export function* packCache(cache: CacheFile): Generator<string> {
  const { pages, ...head } = cache;
  const shapes = new Map<string, number>();
  const entries: string[] = [];
  for (const [file, { key, size, record }] of Object.entries(pages)) {
    if (record.file !== file) throw new Error(`The build cache's entry ${file} holds the record of ${record.file}.`);
    const shape = shapeOf(record);
    let n = shapes.get(shape);
    if (n === undefined) shapes.set(shape, (n = shapes.size));
    const packed: PackedPage = { key, size, path: record.path, route: record.route, shape: n };
    entries.push(`${entries.length ? ',' : ''}${JSON.stringify(file)}:${JSON.stringify(packed)}`);
  }
  yield `${JSON.stringify(head).slice(0, -1)},"shapes":[${[...shapes.keys()].join(',')}],"pages":{`;
  yield* entries;
  yield '}}';
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The cache from its file's JSON, or undefined when it is not one (damaged, or of another shape). */
export function unpackCache(value: unknown): CacheFile | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { version?: unknown; bundle?: unknown; bundleFiles?: unknown; shapes?: unknown; pages?: unknown; report?: { key?: unknown; stamp?: unknown } };
  if (!isString(v.version) || !isString(v.bundle) || !isString(v.bundleFiles) || !Array.isArray(v.shapes) || !v.pages || typeof v.pages !== 'object') return undefined;
  const shapes = v.shapes as unknown[];
  if (!shapes.every((s) => s && typeof s === 'object' && Array.isArray((s as PageRecord).blockTypes))) return undefined;
  const texts = shapes.map((s) => JSON.stringify(s));
  const pages: Record<string, CachedPage> = {};
  for (const [file, packed] of Object.entries(v.pages as Record<string, PackedPage>)) {
    if (!packed || !isString(packed.key) || typeof packed.size !== 'number' || !isString(packed.path) || !isString(packed.route)) return undefined;
    const shape = shapes[packed.shape] as Omit<PageRecord, 'path' | 'route' | 'file'> | undefined;
    if (!shape) return undefined;
    // The shared part's arrays are shared too: records are read, never changed.
    const record: PageRecord = { path: packed.path, route: packed.route, file, ...shape };
    shapeJson.set(record, texts[packed.shape]!);
    pages[file] = { key: packed.key, size: packed.size, record };
  }
  const report = v.report && isString(v.report.key) && isString(v.report.stamp) ? { key: v.report.key, stamp: v.report.stamp } : undefined;
  return { version: v.version, bundle: v.bundle, bundleFiles: v.bundleFiles, pages, ...(report && { report }) };
}
