import { normalisePath } from './normalisePath.ts';
import { loadPageData } from './pageStore.ts';

const preloaded = new Set<string>();

/** Starts fetching a page's block chunks without running them. */
function preloadModules(urls: readonly string[], doc: Document): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** Fetches an address's data and its block chunks ahead of a navigation; failures wait for the real one. */
export function prefetch(pathname: string, doc: Document = document): void {
  loadPageData(pathname).then(
    (data) => preloadModules(data.assets ?? [], doc),
    () => {},
  );
}

/** The site page a link leads to, or undefined for other sites, files, new tabs and downloads. */
function sitePath(link: HTMLAnchorElement, here: Location): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || /\.\w+$/.test(url.pathname)) return undefined;
  return normalisePath(url.pathname) === normalisePath(here.pathname) ? undefined : url.pathname;
}

/**
 * When the pointer rests on a link to another page of the site, or the keyboard focuses it, or a
 * finger touches it, that page's data and blocks start loading: the click then usually finds them
 * ready. One listener for the whole document, so links need nothing of their own.
 */
export function prefetchOnIntent(doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = sitePath(link, doc.location);
    if (path) prefetch(path, doc);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true });
  return () => events.forEach((type) => doc.removeEventListener(type, onIntent));
}
