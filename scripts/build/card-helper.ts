import { Worker } from 'node:worker_threads';
import { compiledEntry } from './compiled.mjs';
import type { CardNode } from './social-card.ts';

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

export function startCardHelper(root: string): CardHelper {
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  let next = 0;
  let ended: Error | undefined;
  const started = compiledEntry(root, 'scripts/build/card-thread.ts').then((code) => {
    const worker = new Worker(code);
    // Held only while a card is asked for: an idle helper never keeps the build's process alive.
    worker.unref();
    worker.on('message', ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
      const asked = waiting.get(id)!;
      waiting.delete(id);
      if (!waiting.size) worker.unref();
      if (png) asked.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      else asked.reject(new Error(`The social card could not be drawn: ${error}`));
    });
    // A thread that failed or ended answers no more: what was asked of it, and what is asked later, is refused.
    const gone = (error: Error) => {
      ended = error;
      for (const asked of waiting.values()) asked.reject(error);
      waiting.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the card thread ended (${code})`)));
    return worker;
  });
  // Not waited for until a card is asked for; a helper that cannot start fails that card's draw, with its reason.
  started.catch(() => {});
  return {
    async draw(source) {
      const worker = await started;
      if (ended) throw ended;
      const id = next++;
      worker.ref();
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, source });
      });
    },
    async stop() {
      const worker = await started.catch(() => undefined);
      await worker?.terminate();
    },
  };
}
