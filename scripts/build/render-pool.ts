import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledEntry } from './compiled.mjs';
import { HostFilesProblem } from './host-files.ts';
import { pageRenderer, type RenderPage, type RenderSetup } from './render-page.ts';
import { enabled as measuring, timedAsync } from './stages.ts';
import { ThreadQuestions } from './thread-questions.ts';
import { threadsMeasured, type ThreadStages } from './thread-stages.ts';

/**
 * Renders pages on every core: React's server render is synchronous CPU work, so one thread per core
 * (each with its own copy of the server bundle) divides the build's longest step. A small site
 * renders in the build's own thread, where starting threads would cost more than it saves.
 */

const root = path.resolve(import.meta.dirname, '../..');

// A thread's garbage is one page at a time: a small heap makes it collect early rather than grow
// (left to its defaults, each thread grew by some 350 MB over 10,000 pages).
const THREAD_HEAP = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 };

/** Below this many pages the build renders in its own thread. */
export const THREADS_FROM = 400;

/** Pages sent ahead to each thread, so none waits for the next while the build hands them out. */
const AHEAD = 8;

export interface Renderer {
  render: RenderPage;
  /** How many pages may be in flight before the caller should wait for one. */
  capacity: number;
  close(): Promise<void>;
}

type Answer = { id: number; record: Awaited<ReturnType<RenderPage>>['record']; size: number } | { id: number; error: string; hostFiles: boolean };

export async function pageRenderers(setup: RenderSetup, pages: number): Promise<Renderer> {
  const threads = pages < THREADS_FROM ? 0 : Math.min(availableParallelism(), 8);
  if (threads < 2) return { render: await pageRenderer(setup), capacity: 1, close: async () => {} };
  const questions = new ThreadQuestions((answer: Answer) => {
    if ('error' in answer) throw answer.hostFiles ? new HostFilesProblem(answer.error) : new Error(answer.error);
    return { record: answer.record, size: answer.size };
  });
  const load = new Map<Worker, number>();
  // Each thread runs the render code bundled into plain JavaScript once (compiled.mjs): no TypeScript loader per thread.
  const code = await compiledEntry(root, 'scripts/build/render-worker.ts');
  const workers = await timedAsync('threads', () => Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(code, { workerData: setup, resourceLimits: THREAD_HEAP });
      load.set(worker, 0);
      worker.on('message', (message: { answers: Answer[] } | { ready: true } | { id: number; stages: ThreadStages }) => {
        if ('ready' in message) return;
        if ('stages' in message) return void threadsMeasured.push(message.stages);
        load.set(worker, load.get(worker)! - message.answers.length);
        for (const answer of message.answers) questions.answer(answer);
      });
      worker.on('error', (error) => questions.fail(error));
      return new Promise<Worker>((resolve, reject) => {
        worker.once('message', () => resolve(worker));
        worker.once('error', reject);
      });
    }),
  ));
  return {
    capacity: threads * AHEAD,
    render: (job) => {
      // The least busy thread takes the page.
      const worker = workers.reduce((a, b) => (load.get(b)! < load.get(a)! ? b : a));
      load.set(worker, load.get(worker)! + 1);
      return questions.ask(worker, { job });
    },
    close: async () => {
      // Each thread's time by stage, before it ends (only when the build measures them).
      if (measuring) await Promise.all(workers.map((w) => new Promise<void>((resolve) => (w.once('message', () => resolve()), w.postMessage({ id: -1 })))));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
