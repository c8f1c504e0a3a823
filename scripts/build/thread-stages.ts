import { readFileSync } from 'node:fs';
import { enabled, idleMs, totals, WAITS } from './stages.ts';

/** The CPU side of the stage times (Node only: it reads /proc), for the build, its threads and the report. */

/** This thread's CPU time (user + system) in ms: Linux keeps it per thread; elsewhere the process's. */
export function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // utime and stime are the 12th and 13th fields after the name, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

export interface ThreadStages {
  /** ms per stage, this thread's elapsed time. */
  stages: Record<string, number>;
  /** This thread's CPU time and elapsed time while it ran (less its waits), for scaling. */
  cpuMs: number;
  wallMs: number;
}

const threadStart = enabled ? { cpu: threadCpuMs(), wall: performance.now() } : { cpu: 0, wall: 0 };

/** The render threads' reports, gathered as they close (render-pool.ts). */
export const threadsMeasured: ThreadStages[] = [];

export function threadStages(): ThreadStages {
  return {
    stages: Object.fromEntries(totals),
    cpuMs: threadCpuMs() - threadStart.cpu,
    wallMs: performance.now() - threadStart.wall - idleMs(),
  };
}

/** Stage times in CPU ms: each thread's elapsed times scaled by its share of a core while it ran (at most 1). */
export function cpuStages(threads: ThreadStages[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of threads) {
    const share = Math.min(1, t.wallMs > 0 ? t.cpuMs / t.wallMs : 1);
    // What a thread waited for is not its CPU: those stages are reported as they are (elapsed).
    for (const [stage, ms] of Object.entries(t.stages)) out[stage] = (out[stage] ?? 0) + (WAITS.has(stage) ? ms : ms * share);
  }
  return out;
}
