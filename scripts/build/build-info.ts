import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from './assets.ts';
import type { PageRecord } from './page-output.ts';
import { indentedArrayJson, sameRecords, warmProcess } from '../content/frozen-json.ts';

/** One line of the build report: a page, its file, its first-load JavaScript (files, gzipped bytes, islands) and budget. */
export type BuildReportEntry = PageRecord;

/**
 * Beside dist/, never in it: what the build records about itself (Vite's manifest and the page
 * report) is for the tests and tools, not for visitors, so it is not uploaded with the site.
 * dist/ → .dist-build/, /tmp/out → /tmp/.out-build/.
 */
export const buildInfoDir = (dist: string): string => path.join(path.dirname(dist), `.${path.basename(dist)}-build`);

const VITE_DIR = '.vite';

/** What the build cache keeps of the report the build wrote (or kept): what it was made of (ReportKeys) and its file's stamp then. */
export interface KeptReport {
  key: string;
  stamp: string;
}

/**
 * How a build with a cache knows that its report is the one already on disk: each page's record is made from the
 * inputs its cache key stands for (a page with the same key is kept with the same record), so the same files with
 * the same keys, in the same order, make the same report.
 */
export interface ReportKeys {
  /** The key of the inputs a page file was rendered from, or kept under (build-cache.ts). */
  keyOf(file: string): string | undefined;
  /** What the last build kept of its report. */
  previous?: KeptReport;
}

/** The key of a report: its pages' files and keys in order; undefined when a page has none. */
export function reportKey(report: readonly BuildReportEntry[], keyOf: ReportKeys['keyOf']): string | undefined {
  const hash = createHash('sha256');
  for (const { file } of report) {
    const key = keyOf(file);
    if (key === undefined) return undefined;
    hash.update(`${file}\0${key}\n`);
  }
  return hash.digest('base64url');
}

/**
 * Keeps the report and moves Vite's manifest out of dist/ (Vite writes it into dist/.vite/). The report is written
 * only when it differs from the one on disk: at 10,000 pages it is 13 MB, which took a one-page rebuild about 50 ms
 * to make and write. Returns what the build cache keeps of it (with `keys`).
 */
export function storeBuildInfo(dist: string, report: readonly BuildReportEntry[], keys?: ReportKeys): KeptReport | undefined {
  const dir = buildInfoDir(dist);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'build-report.json');
  const key = keys && reportKey(report, keys.keyOf);
  // Made from the same pages as the report the last build left, and that file not changed since.
  const onDisk = key !== undefined && keys?.previous?.key === key && keys.previous.stamp === stampOf(file);
  // The same records as last written (a one-page save changes none of the others): the file is left as it is.
  const known = lastReport;
  if (!onDisk && !(known?.file === file && known.stamp === stampOf(file) && sameRecords(known.report, report))) {
    writeFileSync(file, indentedArrayJson(report));
    if (warmProcess.on) lastReport = { file, stamp: stampOf(file) ?? '', report: [...report] };
  }
  const manifest = path.join(dist, VITE_DIR, 'manifest.json');
  if (existsSync(manifest)) renameSync(manifest, path.join(dir, 'manifest.json'));
  rmSync(path.join(dist, VITE_DIR), { recursive: true, force: true });
  const stamp = key === undefined ? undefined : stampOf(file);
  return key === undefined || stamp === undefined ? undefined : { key, stamp };
}

/** The report this process last wrote, while its file is as written (`npm run build -- --watch` writes its 10,000 records only when one changes). */
let lastReport: { file: string; stamp: string; report: readonly BuildReportEntry[] } | undefined;

const stampOf = (file: string): string | undefined => {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch {
    return undefined;
  }
};

export const readBuildReport = (dist: string): BuildReportEntry[] =>
  JSON.parse(readFileSync(path.join(buildInfoDir(dist), 'build-report.json'), 'utf8')) as BuildReportEntry[];

export const readBuildManifest = (dist: string): Manifest => JSON.parse(readFileSync(path.join(buildInfoDir(dist), 'manifest.json'), 'utf8')) as Manifest;
