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

/** Keeps the report and moves Vite's manifest out of dist/ (Vite writes it into dist/.vite/). */
export function storeBuildInfo(dist: string, report: readonly BuildReportEntry[]): void {
  const dir = buildInfoDir(dist);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'build-report.json');
  // The same records as last written (a one-page save changes none of the others): the file is left as it is.
  const known = lastReport;
  if (!(known?.file === file && known.stamp === stampOf(file) && sameRecords(known.report, report))) {
    writeFileSync(file, indentedArrayJson(report));
    if (warmProcess.on) lastReport = { file, stamp: stampOf(file) ?? '', report: [...report] };
  }
  const manifest = path.join(dist, VITE_DIR, 'manifest.json');
  if (existsSync(manifest)) renameSync(manifest, path.join(dir, 'manifest.json'));
  rmSync(path.join(dist, VITE_DIR), { recursive: true, force: true });
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
