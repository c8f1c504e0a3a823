import { useSyncExternalStore } from 'react';
import type { Examples } from '../preview/examples.tsx';
import { EXAMPLES_URL } from '../preview/protocol.ts';

// Made once per visit to the Studio, in a frame of its own that nobody sees, shortly after the
// Studio has opened (so the first page's preview does not wait behind it).
/** An example ready to show: its styles parsed once, its markup parsed once (each thumbnail takes a copy). */
export interface Prepared {
  sheet: CSSStyleSheet;
  markup: HTMLTemplateElement;
}
let examples: Map<string, Prepared> | undefined;

function prepare(data: Examples): Map<string, Prepared> {
  const out = new Map<string, Prepared>();
  for (const [type, example] of Object.entries(data.examples)) {
    if (!example.html) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(thumbnailStyles(example.css));
    const markup = document.createElement('template');
    // Markup the site's own components rendered from the schema's example (never text from content).
    markup.innerHTML = `<div class="thumb-root" style="width:1280px;transform:scale(0.185);transform-origin:top left;pointer-events:none">${example.html}</div>`;
    out.set(type, { sheet, markup });
  }
  return out;
}
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
    examples = prepare(event.data);
    frame.remove();
    listeners.forEach((l) => l());
  };
  window.addEventListener('message', onMessage);
  document.body.append(frame);
}

/** The examples once they are ready (starting them if nobody has yet). */
export function useExamples(): Map<string, Prepared> | undefined {
  return useSyncExternalStore(
    (change) => {
      startExamples();
      listeners.add(change);
      return () => listeners.delete(change);
    },
    () => examples,
  );
}

/**
 * The styles of an example for the shadow root it is shown in: what the site says of the page
 * (`:root`, `html`, `body`) applies to the example's own root element instead.
 */
export const thumbnailStyles = (css: string): string => css.replace(/(^|[\s,{}>+~(])(?::root|html|body)(?![\w-])/g, '$1.thumb-root');
