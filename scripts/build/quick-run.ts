import v8 from 'node:v8';

/**
 * V8's optimizing compiler (TurboFan) compiles hot functions again on background threads. A build that keeps all
 * but a page or two of 10,000 gains nothing from it: in a one-page rebuild the build's own thread ran as long
 * without it, while the compiler's threads took about 240 ms of CPU, and on a 2-core machine the build's thread
 * waited that much longer for a core (wall 0.93 → 0.89 s, CPU 1.48 → 1.26 s, farm-bench). So a build with a cache
 * starts without it, and turns it on as soon as it meets real work: more than a few pages to check or render.
 * Without it, checking 10,000 pages took 12.4 s, not 3.5 s: the work it has met so far is bounded by LIMIT.
 */
const LIMIT = 32;

let quick = false;
let met = 0;

/** Starts a build expected to keep almost every page: without the optimizing compiler until workAhead turns it on. */
export function quickStart(set: (flags: string) => void = v8.setFlagsFromString): void {
  if (quick) return;
  set('--no-turbofan');
  quick = true;
  met = 0;
}

/**
 * `pages` more pages to check or render: past LIMIT in all, the optimizing compiler is turned on again (V8 reads
 * the flag at each decision to optimize a function, so the functions already hot are optimized from then on).
 */
export function workAhead(pages: number, set: (flags: string) => void = v8.setFlagsFromString): void {
  if (!quick) return;
  met += pages;
  if (met <= LIMIT) return;
  set('--turbofan');
  quick = false;
}

/** Whether the build still runs without the optimizing compiler. */
export const runningQuick = (): boolean => quick;
