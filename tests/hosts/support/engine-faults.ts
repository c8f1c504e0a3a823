import type { Page, Request } from 'playwright-core';
import type { HostEngine } from './engine.ts';

/** How long a file of the site may go unanswered before the engine counts as stalled (a file comes in milliseconds here). */
const STALLED_MS = 10_000;

/** Collects the engine's own faults on a page's requests (its files, not other hosts'): a 5xx answer, or none at all. */
export function watchFaults(page: Page, origin: string): string[] {
  const faults: string[] = [];
  const waiting = new Map<Request, ReturnType<typeof setTimeout>>();
  const done = (req: Request) => {
    clearTimeout(waiting.get(req));
    waiting.delete(req);
  };
  page.on('request', (req) => {
    if (!req.url().startsWith(origin)) return;
    waiting.set(req, setTimeout(() => faults.push(`no answer in ${STALLED_MS / 1000} s for ${req.url().slice(origin.length)}`), STALLED_MS));
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('close', () => [...waiting.keys()].forEach(done));
  page.on('response', (res) => {
    if (res.status() >= 500 && res.url().startsWith(origin)) faults.push(`${res.status()} for ${res.url().slice(origin.length)}`);
  });
  return faults;
}

/**
 * Runs one browser attempt; on an engine with a known fault under load (HostEngine.faultsUnderLoad),
 * tries again, at most twice, when the attempt failed (threw, or `failed` says so of what it found)
 * and saw one of the engine's own faults (watchFaults), and says so. A failure with no fault, or a
 * fault on every try, is the attempt's own failure.
 */
export async function withEngineFaults<T>(engine: HostEngine, what: string, attempt: (faults: string[]) => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
  for (let tries = 1; ; tries++) {
    const faults: string[] = [];
    const outcome = await attempt(faults).then(
      (result) => ({ result, ok: !failed(result) }),
      (error: unknown) => ({ error, ok: false }),
    );
    if (outcome.ok || !engine.faultsUnderLoad || !faults.length || tries === 3) {
      if ('error' in outcome) throw outcome.error;
      return outcome.result;
    }
    console.log(`${engine.name}: ${what} tried again after the engine's own ${faults.join(', ')} (${engine.faultsUnderLoad})`);
  }
}
