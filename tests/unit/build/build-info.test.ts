import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInfoDir, readBuildReport, reportKey, storeBuildInfo, type BuildReportEntry } from '../../../scripts/build/build-info.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'dist'));
  return path.join(root, 'dist');
}

const entry = (file: string, js = 1000): BuildReportEntry =>
  ({ path: `/${file}`, route: `/${file}`, file, kind: 'static', files: [], js, budget: 5120, islands: [], jsFiles: [], css: 10, blockTypes: ['hero'], images: [], inlineScripts: [] }) as BuildReportEntry;

describe('the build report beside dist/', () => {
  const keys = { 'a.html': 'k1', 'b.html': 'k2' } as Record<string, string>;
  const keyOf = (file: string) => keys[file];

  it('is keyed by its pages’ files and keys, in order, and has no key when a page has none', () => {
    const report = [entry('a.html'), entry('b.html')];
    expect(reportKey(report, keyOf)).toBe(reportKey([entry('a.html', 5), entry('b.html', 5)], keyOf));
    expect(reportKey(report, keyOf)).not.toBe(reportKey([...report].reverse(), keyOf));
    expect(reportKey(report, (f) => (f === 'a.html' ? 'k1' : 'other'))).not.toBe(reportKey(report, keyOf));
    expect(reportKey([...report, entry('c.html')], keyOf)).toBeUndefined();
  });

  it('is left as it is when made of the same pages as the one on disk, and written when not', () => {
    const dist = site();
    const first = storeBuildInfo(dist, [entry('a.html'), entry('b.html')], { keyOf })!;
    expect(first.key).toBe(reportKey([entry('a.html'), entry('b.html')], keyOf));
    expect(readBuildReport(dist).map((r) => r.file)).toEqual(['a.html', 'b.html']);
    // A record that differs with the same keys cannot happen in a build (the same inputs make the same record): here it shows the file was not written.
    const kept = storeBuildInfo(dist, [entry('a.html', 7), entry('b.html')], { keyOf, previous: first })!;
    expect(readBuildReport(dist)[0]!.js).toBe(1000);
    expect(kept).toEqual(first);
    keys['b.html'] = 'k3';
    const changed = storeBuildInfo(dist, [entry('a.html'), entry('b.html', 9)], { keyOf, previous: first })!;
    expect(readBuildReport(dist)[1]!.js).toBe(9);
    expect(changed.key).not.toBe(first.key);
    keys['b.html'] = 'k2';
  });

  it('is written again when its file was changed since, or without keys', () => {
    const dist = site();
    const file = path.join(buildInfoDir(dist), 'build-report.json');
    const first = storeBuildInfo(dist, [entry('a.html'), entry('b.html')], { keyOf })!;
    writeFileSync(file, '[]');
    expect(statSync(file).size).toBe(2);
    storeBuildInfo(dist, [entry('a.html'), entry('b.html')], { keyOf, previous: first });
    expect(readBuildReport(dist)).toHaveLength(2);
    expect(storeBuildInfo(dist, [entry('a.html')])).toBeUndefined();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
  });
});
