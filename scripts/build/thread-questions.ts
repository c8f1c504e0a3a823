import type { Worker } from 'node:worker_threads';

/**
 * Questions posted to worker threads, each answered by one message carrying its id: the render pool's
 * pages (render-pool.ts) and the card helper's cards (card-helper.ts). Once a thread has failed or
 * ended, what was asked and what is asked later is refused with that error.
 */
export class ThreadQuestions<A extends { id: number }, R> {
  private readonly waiting = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failed: Error | undefined;

  /** `read`: what an answer gives the asker; it throws the error an answer carries. */
  constructor(private readonly read: (answer: A) => R) {}

  /** Questions still unanswered. */
  get pending(): number {
    return this.waiting.size;
  }

  ask(worker: Worker, question: object): Promise<R> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.next++;
    return new Promise<R>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...question });
    });
  }

  /** Settles the question the answer is for. */
  answer(answer: A): void {
    const asked = this.waiting.get(answer.id)!;
    this.waiting.delete(answer.id);
    try {
      asked.resolve(this.read(answer));
    } catch (error) {
      asked.reject(error as Error);
    }
  }

  fail(error: Error): void {
    this.failed ??= error;
    for (const asked of this.waiting.values()) asked.reject(error);
    this.waiting.clear();
  }
}
