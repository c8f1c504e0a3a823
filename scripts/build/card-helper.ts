import { Worker } from 'node:worker_threads';
import { compiledEntry, keptEntry } from './compiled.mjs';
import type { CardNode } from './social-card.ts';
import { ThreadQuestions } from './thread-questions.ts';

/**
 * A thread that draws social cards for a build that keeps most pages (a one-page edit): started with the
 * build, it loads satori, resvg and the fonts on the other core while the content is checked, so the new
 * card costs its drawing only. In the build's own thread that load came after the render, about 180 ms
 * of a one-page rebuild at 10,027 pages. A build that renders everything draws in its render threads.
 */
export interface CardHelper {
  draw(source: CardNode): Promise<Buffer>;
  stop(): Promise<void>;
}

type Answer = { id: number; png?: Uint8Array; error?: string };

const CARD_THREAD = 'scripts/build/card-thread.ts';

/**
 * Makes the card thread's code for a later build, by a build that draws its cards in its render threads (it renders
 * every page). The first one-page rebuild after such builds otherwise made it as it started, and when its cards were
 * all kept it ended first: its bundler's process, left behind, held the build's output open for about a second (the
 * bench's one-page rebuilds took 1.2-1.5 s for 0.3-0.9 s of work), and the code was never kept.
 */
export function makeCardThreadAhead(root: string): void {
  if (!keptEntry(root, CARD_THREAD)) compiledEntry(root, CARD_THREAD).catch(() => {});
}

export function startCardHelper(root: string): CardHelper {
  const questions = new ThreadQuestions(({ png, error }: Answer) => {
    if (!png) throw new Error(`The social card could not be drawn: ${error}`);
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  });
  const start = (code: string) => {
    const worker = new Worker(code);
    // Held only while a card is asked for: an idle helper never keeps the build's process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      questions.answer(answer);
      if (!questions.pending) worker.unref();
    });
    worker.on('error', (error) => questions.fail(error));
    worker.on('exit', (code) => questions.fail(new Error(`the card thread ended (${code})`)));
    return worker;
  };
  // Started now when its code is made: a .then() would wait for the content check, which does not yield (about 0.5 s).
  const kept = keptEntry(root, CARD_THREAD);
  const started = kept ? Promise.resolve(start(kept)) : compiledEntry(root, CARD_THREAD).then(start);
  // Not waited for until a card is asked for; a helper that cannot start fails that card's draw, with its reason.
  started.catch(() => {});
  return {
    async draw(source) {
      const worker = await started;
      worker.ref();
      return questions.ask(worker, { source });
    },
    async stop() {
      const worker = await started.catch(() => undefined);
      await worker?.terminate();
    },
  };
}
