import { parentPort } from 'node:worker_threads';
import { drawCard, warmCardTools, type CardNode } from './social-card.ts';

// The card thread of card-helper.ts: satori, resvg and the fonts load, and a first card is drawn, as soon as
// it starts (while the build checks the content on the other core); then it draws each card it is sent, one at a time.
const ready = warmCardTools();
parentPort!.on('message', async ({ id, source }: { id: number; source: CardNode }) => {
  try {
    await ready;
    const png = await drawCard(source);
    parentPort!.postMessage({ id, png });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
