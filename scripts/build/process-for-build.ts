import v8 from 'node:v8';
import { makeCardThreadAhead, startCardHelper, type CardHelper } from './card-helper.ts';
import { quickStart } from './quick-run.ts';
import { drawCardsWith } from './social-card.ts';

/** The thread that draws social cards for builds that keep most pages (card-helper.ts), once started. */
let cardHelper: CardHelper | undefined;

/**
 * Readies the build's process for what this build does, once its cache is opened: `keeps`, whether it
 * keeps most pages of the last build; `watching`, whether it runs under --watch; `whole`, whether it builds the
 * whole site into its folder (not a shard or a merge).
 */
export function readyProcess(root: string, { keeps, watching, whole }: { keeps: boolean; watching: boolean; whole: boolean }): void {
  // A build that renders every page makes much short-lived garbage (each page's parse, check and render) over a
  // small live set. V8's default lets the heap grow to several times what is live before collecting (645 MB at
  // 10,027 pages, from a live set under 384 MB); growing it by at most 20% each time took the build to 428 MB in
  // the same time (24.5 s). One that keeps most pages makes little garbage: there it only made it collect more
  // often (a one-page rebuild at 10,027 pages: 1.46-1.55 s with it, 1.31-1.38 s without). A flag of the whole
  // process, read at each collection: the render threads, started later, collect the same way. Not under --watch,
  // whose process holds every page's records (scripts/cli/run.mjs sizes its young generation instead).
  if (!watching && !keeps) v8.setFlagsFromString('--heap-growing-percent=20');
  // A build that keeps most pages draws its few new cards in a thread that loads the card tools meanwhile, and
  // (but under --watch) runs without the optimizing compiler until it has pages enough to pay for it (quick-run.ts).
  if (keeps && !cardHelper) drawCardsWith((cardHelper = startCardHelper(root)));
  if (keeps && !watching) quickStart();
  // A whole build (not a shard) that draws its cards in its render threads makes that thread's code for the next build.
  if (!keeps && whole) makeCardThreadAhead(root);
}
