import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type RenderJob, type RenderSetup } from './render-page.ts';
import { threadStages } from './thread-stages.ts';

// A render thread of render-pool.ts: renders and writes the pages it is sent, one at a time, and
// answers each with its record (or the error's message, which the build reports as its own).
const render = await pageRenderer(workerData as RenderSetup);
parentPort!.on('message', async ({ id, job }: { id: number; job?: RenderJob }) => {
  // Asked before the thread ends: its time by stage (stages.ts; only when the build measures them).
  if (!job) return parentPort!.postMessage({ id, stages: threadStages() });
  try {
    parentPort!.postMessage({ id, ...(await render(job)) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error), hostFiles: error instanceof Error && error.constructor.name === 'HostFilesProblem' });
  }
});
parentPort!.postMessage({ ready: true });
