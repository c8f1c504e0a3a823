import { readFileSync } from 'node:fs';

/**
 * Where a build spends its time, by stage (`npm run bench` prints it; README "Scale"). Off unless
 * BUILD_STAGES names a file: then each thread adds up the time spent in each stage, nested stages
 * counted once (the innermost one running is charged), and the build writes the totals there.
 *
 * Stage times are a thread's own elapsed time. On a busy machine a thread also waits for a core,
 * so each thread's times are scaled by its CPU time over its elapsed time (`cpuShare`) when reported.
 */

export type Stage = 'read' | 'parse' | 'schema' | 'claims+links' | 'reread' | 'render' | 'frame' | 'write' | 'cache' | 'assets' | 'site files' | 'threads';

export const STAGES_ENV = 'BUILD_STAGES';
// The content check also runs in the browser (the Studio's preview): there is no process there, and nothing is timed.
export const enabled = typeof process !== 'undefined' && Boolean(process.env[STAGES_ENV]);

const totals = new Map<string, number>();
/** Elapsed time spent waiting (stages in WAITS), which is not this thread's CPU. */
let idle = 0;
const WAITS = new Set(['assets', 'threads']);
let current: string | undefined;
let since = 0;
/** Inside an opaque stage (the build reading a page again), nested stages are charged to it. */
let opaque = false;

function charge(now: number): void {
  if (current !== undefined) totals.set(current, (totals.get(current) ?? 0) + now - since);
  since = now;
}

/** Runs `fn` charged to `stage` (only its own time: stages it enters are charged to them). */
export function timed<T>(stage: Stage, fn: () => T, options: { opaque?: boolean } = {}): T {
  if (!enabled || opaque) return fn();
  const outer = current;
  charge(performance.now());
  current = stage;
  opaque = options.opaque ?? false;
  try {
    return fn();
  } finally {
    charge(performance.now());
    current = outer;
    opaque = false;
  }
}

/** The same for a promise: its elapsed time, whoever else runs meanwhile (the bundler, the threads). */
export async function timedAsync<T>(stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    const ms = performance.now() - start;
    add(stage, ms);
    // The thread mostly waits meanwhile (for the bundler's process, for threads to start).
    if (WAITS.has(stage)) idle += ms;
  }
}

export function add(stage: string, ms: number): void {
  if (enabled) totals.set(stage, (totals.get(stage) ?? 0) + ms);
}

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
    wallMs: performance.now() - threadStart.wall - idle,
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
