import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type RenderJob, type RenderSetup } from './render-page.ts';
import { threadStages } from './thread-stages.ts';

// A render thread of render-pool.ts: renders and writes the pages it is sent, one at a time, and
// answers each with its record (or the error's message, which the build reports as its own).
const render = await pageRenderer(workerData as RenderSetup);

// Answers go back a few at a time: a message for each page cost this thread about 70 µs (0.35 s a thread
// at 10,000 pages), and batches of four about half of that. A batch leaves once the pages sent so far are
// done, or at BATCH, so the pool sends more before this thread runs out of pages.
const BATCH = 4;
let answers: object[] = [];
const flush = () => {
  if (!answers.length) return;
  parentPort!.postMessage({ answers });
  answers = [];
};
const send = (answer: object) => {
  if (answers.push(answer) === 1) setImmediate(flush);
  if (answers.length >= BATCH) flush();
};

parentPort!.on('message', async ({ id, job }: { id: number; job?: RenderJob }) => {
  // Asked before the thread ends: its time by stage (stages.ts; only when the build measures them).
  if (!job) return parentPort!.postMessage({ id, stages: threadStages() });
  try {
    send({ id, ...(await render(job)) });
  } catch (error) {
    send({ id, error: error instanceof Error ? error.message : String(error), hostFiles: error instanceof Error && error.constructor.name === 'HostFilesProblem' });
  }
});
parentPort!.postMessage({ ready: true });
