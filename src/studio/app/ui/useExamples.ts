import { useSyncExternalStore } from 'react';
import type { Examples } from '../preview/examples.tsx';
import { EXAMPLES_URL } from '../preview/protocol.ts';

// Made once per visit to the Studio, in a frame of its own that nobody sees, shortly after the
// Studio has opened (so the first page's preview does not wait behind it).
let examples: (Examples & { stylesheet: string }) | undefined;
let started = false;
const listeners = new Set<() => void>();

export function startExamples(): void {
  if (started) return;
  started = true;
  const frame = document.createElement('iframe');
  frame.src = EXAMPLES_URL;
  frame.title = 'Examples of each kind of section (not shown)';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  const onMessage = (event: MessageEvent<Examples>) => {
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow || event.data?.kind !== 'examples') return;
    window.removeEventListener('message', onMessage);
    const stylesheet = URL.createObjectURL(new Blob([event.data.css], { type: 'text/css' }));
    examples = { ...event.data, stylesheet };
    frame.remove();
    listeners.forEach((l) => l());
  };
  window.addEventListener('message', onMessage);
  document.body.append(frame);
}

/** The examples once they are ready (starting them if nobody has yet). */
export function useExamples(): (Examples & { stylesheet: string }) | undefined {
  return useSyncExternalStore(
    (change) => {
      startExamples();
      listeners.add(change);
      return () => listeners.delete(change);
    },
    () => examples,
  );
}

/** A thumbnail's document: the example's HTML with the site's styles, and no script at all. */
export const thumbnailDocument = (html: string, stylesheet: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="${stylesheet}"><style>html,body{margin:0;overflow:hidden;background:#fff}</style></head><body>${html}</body></html>`;
