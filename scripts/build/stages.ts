/**
 * Where a build spends its time, by stage (`npm run bench` prints it; README "Scale"). Off unless
 * BUILD_STAGES names a file: then each thread adds up the time spent in each stage, nested stages
 * counted once (the innermost one running is charged), and the build writes the totals there.
 *
 * Stage times are a thread's own elapsed time. On a busy machine a thread also waits for a core,
 * so each thread's times are scaled by its CPU time over its elapsed time (`cpuShare`) when reported.
 * Browser-safe (the content check runs in the Studio too): the CPU side is in thread-stages.ts.
 */

export type Stage = 'read' | 'parse' | 'schema' | 'claims+links' | 'reread' | 'render' | 'frame' | 'write' | 'cache' | 'assets' | 'site files' | 'threads';

export const STAGES_ENV = 'BUILD_STAGES';
// The content check also runs in the browser (the Studio's preview): there is no process there, and nothing is timed.
export const enabled = typeof process !== 'undefined' && Boolean(process.env[STAGES_ENV]);

/** ms per stage in this thread (read by thread-stages.ts). */
export const totals = new Map<string, number>();
/** Elapsed time spent waiting (stages in WAITS), which is not this thread's CPU. */
let idle = 0;
export const idleMs = (): number => idle;
export const WAITS = new Set(['assets', 'threads']);
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

