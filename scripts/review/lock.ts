import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processAlive } from '../build/process-alive.ts';

/**
 * Runs `work` while holding `<dir>.lock`, so two reviews (a terminal and the Studio, say) never
 * build into the same folder at once; the second waits and then finds the build made. A lock left
 * by a process that no longer runs is taken over.
 */
export async function withLock<T>(dir: string, work: () => Promise<T>, waitMs = 10 * 60_000): Promise<T> {
  const lock = `${dir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // Just made by another process, which has not written its id yet.
      }
      if (Number.isFinite(owner) && owner > 0 && !processAlive(owner)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`${dir} has been in use by another review for ${Math.round(waitMs / 60_000)} minutes.`);
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
