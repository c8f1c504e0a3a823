import type { Page } from 'playwright-core';
import type { HostEngine } from './engine.ts';

/** Collects the engine's own 5xx answers to a page's requests (its files, not other hosts'). */
export function watchFaults(page: Page, origin: string): string[] {
  const faults: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500 && res.url().startsWith(origin)) faults.push(`${res.status()} for ${res.url().slice(origin.length)}`);
  });
  return faults;
}

/**
 * Runs one browser attempt; on an engine with a known fault under load (HostEngine.faultsUnderLoad),
 * tries again, at most twice, when the attempt failed (threw, or `failed` says so of what it found)
 * and saw one of the engine's own 5xx answers, and says so. A failure with no 5xx, or a 5xx on every
 * try, is the attempt's own failure.
 */
export async function withEngineFaults<T>(engine: HostEngine, what: string, attempt: (faults: string[]) => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
  for (let tries = 1; ; tries++) {
    const faults: string[] = [];
    const again = () => Boolean(engine.faultsUnderLoad) && faults.length > 0 && tries < 3;
    let result: T;
    try {
      result = await attempt(faults);
    } catch (error) {
      if (!again()) throw error;
      console.log(`${engine.name}: ${what} tried again after the engine's own ${faults.join(', ')} (${engine.faultsUnderLoad})`);
      continue;
    }
    if (!failed(result) || !again()) return result;
    console.log(`${engine.name}: ${what} tried again after the engine's own ${faults.join(', ')} (${engine.faultsUnderLoad})`);
  }
}
