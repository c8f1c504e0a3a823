import { statSync } from 'node:fs';

/** The part of Vite's file watcher this needs. */
export interface Watcher {
  on(event: 'change' | 'add' | 'unlink', listener: (file: string) => void): unknown;
}

const stampOf = (file: string) => {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'gone';
  }
};

/**
 * Calls `handle` for every save of a file that `accept` takes, including a second save right
 * after the first. Vite's watcher drops a change to a file within 50 ms of the previous one
 * (its throttle has no trailing call), which would leave the page or the overlay showing the
 * first save. So after each save the file is looked at once more when that window has passed,
 * and handled again if it changed in between.
 */
export function onSaves(watcher: Watcher, accept: (file: string) => boolean, handle: (file: string) => void, settleMs = 80) {
  const handled = new Map<string, string>();
  const timers = new Map<string, NodeJS.Timeout>();
  const run = (file: string) => {
    handled.set(file, stampOf(file));
    handle(file);
    clearTimeout(timers.get(file));
    const timer = setTimeout(() => {
      timers.delete(file);
      if (stampOf(file) !== handled.get(file)) run(file);
    }, settleMs);
    timer.unref();
    timers.set(file, timer);
  };
  const listener = (file: string) => {
    if (accept(file)) run(file);
  };
  watcher.on('change', listener);
  watcher.on('add', listener);
  watcher.on('unlink', listener);
}
