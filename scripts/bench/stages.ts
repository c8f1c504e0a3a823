import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StagesReport } from '../build/stages-report.ts';
import { CheckCache } from '../content/check-cache.ts';
import { measure, setDistAside } from './measure.ts';

/**
 * A cold build (no kept content check, no build cache) with its time by stage (scripts/build/stages.ts),
 * and the table `npm run bench` prints: CPU per page of each per-page stage, and the fixed costs.
 */
export interface StageRun {
  pages: number;
  wallMs: number;
  /** CPU of the whole command (npm, the build, its threads, the bundler), ms. */
  cpuMs: number;
  peakMb: number;
  report: StagesReport;
}

const PER_PAGE: [string, string[]][] = [
  ['read and parse', ['read', 'parse']],
  ['schema check', ['schema']],
  ['claims and links', ['claims+links']],
  ['the build reads the page again', ['reread']],
  ['render (React)', ['render']],
  ['page frame (head, styles, scripts)', ['frame']],
  ['write', ['write']],
  ['cache (hashes, kept results)', ['cache']],
];

export async function measureStages(dir: string, env: NodeJS.ProcessEnv): Promise<StageRun> {
  const file = path.join(tmpdir(), `site-stages-${process.pid}-${Date.now()}.json`);
  CheckCache.forget(dir);
  // With no dist/, as the peer bench: removing the last size's files is no stage of a build.
  setDistAside(dir);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = await measure(npm, ['run', '--silent', 'build', '--', '--clean'], { cwd: dir, env: { ...env, BUILD_STAGES: file } });
  if (run.status !== 0 && !/over the first-load JS budget/.test(run.output)) throw new Error(`npm run build failed:\n${run.output.slice(-3000)}`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as StagesReport;
  rmSync(file, { force: true });
  return {
    pages: report.pages,
    wallMs: run.ms,
    cpuMs: run.cpuMs,
    peakMb: run.peakProcess.mb,
    report,
  };
}

const sum = (r: StagesReport, names: string[]) => names.reduce((n, s) => n + (r.stages[s] ?? 0), 0);

/** The per-stage table: rows are stages, columns the sizes measured. */
export function stagesTable(runs: StageRun[]): string {
  const head = `| CPU time | ${runs.map((r) => `${r.pages.toLocaleString('en')} pages`).join(' | ')} |\n|---|${runs.map(() => '---|').join('')}`;
  const perPage = (ms: number, r: StageRun) => `${(ms / r.pages).toFixed(3)} ms`;
  const lines = [head];
  const row = (label: string, cell: (r: StageRun) => string) => lines.push(`| ${label} | ${runs.map(cell).join(' | ')} |`);
  row('**per page**', () => '');
  for (const [label, names] of PER_PAGE) row(label, (r) => perPage(sum(r.report, names), r));
  const staged = (r: StageRun) =>
    sum(
      r.report,
      PER_PAGE.flatMap(([, n]) => n),
    );
  row('all per-page stages', (r) => `**${perPage(staged(r), r)}**`);
  row('**fixed (whole build)**', () => '');
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  row('start-up: Node and the build’s code (bundled once, scripts/cli/run.mjs)', (r) => s(r.report.startup.cpuMs));
  row('bundles (Vite, client and server; a process of its own)', (r) => s(r.report.bundlerCpuMs));
  row('render threads starting (elapsed)', (r) => (r.report.stages.threads ? s(r.report.stages.threads) : '–'));
  row('sitemap, host files, report', (r) => s(r.report.stages['site files'] ?? 0));
  // What the build's process spent outside every stage: loading schemas and compiling ajv, the blog, GC and JIT threads, messages to threads.
  const other = (r: StageRun) => r.report.cpuMs - r.report.startup.cpuMs - staged(r) - (r.report.stages['site files'] ?? 0);
  row('the rest of the build’s process (ajv compile, blog, GC, JIT, hand-over to threads)', (r) => s(other(r)));
  row('npm and bash', (r) => s(r.cpuMs - r.report.cpuMs - r.report.bundlerCpuMs));
  row('**total CPU (user + system)**', (r) => `**${s(r.cpuMs)}** (${(r.cpuMs / r.pages).toFixed(2)} ms a page)`);
  row('wall time', (r) => s(r.wallMs));
  row('peak memory, largest process', (r) => `${r.peakMb.toFixed(0)} MB`);
  return lines.join('\n');
}
