import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { enabled, STAGES_ENV } from './stages.ts';
import { cpuStages, threadCpuMs, threadsMeasured, threadStages } from './thread-stages.ts';

/** What a measured build writes to BUILD_STAGES (scripts/bench/stages.ts reads it). */
export interface StagesReport {
  /** Pages written to dist/ (every address, from the build's report). */
  pages: number;
  /** From the process's start to the build's first line: Node and loading the build's code. */
  startup: { ms: number; cpuMs: number };
  /** CPU ms by stage, every thread together (stages.ts); 'assets' is the bundler's process. */
  stages: Record<string, number>;
  /** CPU of the build's process (every thread) and of the bundler's, ms. */
  cpuMs: number;
  bundlerCpuMs: number;
  /** The main thread's CPU, and the render threads' own, ms. */
  mainCpuMs: number;
  threadCpuMs: number[];
}

/** Writes the stage times when BUILD_STAGES asks for them; nothing otherwise. */
export function writeStages(input: { startup: { ms: number; cpuMs: number }; pages: number }): void {
  if (!enabled) return;
  const file = process.env[STAGES_ENV]!;
  const main = threadStages();
  const stages = cpuStages([main, ...threadsMeasured]);
  // The bundler ran in a process of its own and said how much CPU it took (bundle.ts); absent when the bundles were reused.
  const bundlerCpuMs = existsSync(`${file}.assets`) ? Number(readFileSync(`${file}.assets`, 'utf8')) : 0;
  rmSync(`${file}.assets`, { force: true });
  if (bundlerCpuMs) stages.assets = bundlerCpuMs;
  const usage = process.cpuUsage();
  const report: StagesReport = {
    pages: input.pages,
    startup: input.startup,
    stages,
    cpuMs: (usage.user + usage.system) / 1000,
    bundlerCpuMs,
    mainCpuMs: threadCpuMs(),
    threadCpuMs: threadsMeasured.map((t) => t.cpuMs),
  };
  writeFileSync(file, JSON.stringify(report, null, 2));
}
