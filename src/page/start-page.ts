import assistant from 'virtual:assistant';
import { loadAssistant, whenIdle } from '../shell/assistantLoader.ts';
import { updateCopyrightYear } from '../shell/copyrightYear.ts';
import { wireMenu } from '../shell/menu.ts';
import { prefetchOnIntent } from './prefetch.ts';

/**
 * What the small script every built page loads does (src/page/site-script.ts runs it). Pages are
 * complete without it; it adds what plain HTML leaves out. Islands are woken by their own loader
 * (src/islands/loader.ts), which only pages with islands load.
 */

/**
 * The islands' element (ISLAND_TAG of src/islands/protocol.ts, which a test holds equal), written
 * out: importing it would make the bundler split a one-line chunk shared with the island loader.
 */
export const ISLAND_SELECTOR = 'site-island';

/**
 * A form inside an island would submit the browser's way (to `?`, losing what was typed) before its
 * block has hydrated: hold it until then. Forms outside islands submit as usual.
 */
export function holdSubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const island = event.target instanceof Element ? event.target.closest(ISLAND_SELECTOR) : null;
      if (island && !island.hasAttribute('data-hydrated')) event.preventDefault();
    },
    true,
  );
}

/** Runs `task` once the page's first islands have hydrated (<html data-hydrated>), so it never competes with them. */
export function afterHydration(doc: Document, task: () => void): void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-hydrated')) return task();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    task();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export function startPage(doc: Document = document): void {
  holdSubmits(doc);
  // A page without islands has nothing to hydrate: it is ready as it is.
  if (!doc.querySelector(ISLAND_SELECTOR)) doc.documentElement.dataset.hydrated = '';
  wireMenu(doc);
  updateCopyrightYear(doc);
  prefetchOnIntent(doc);
  // The assistant widget (spec: loaded once per page, deferred, skipped if already there).
  afterHydration(doc, () => whenIdle(() => loadAssistant(assistant, doc)));
}

