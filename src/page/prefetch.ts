/**
 * Where the browser cannot read the site's Speculation Rules (served with every page in the
 * Speculation-Rules header), the next page is fetched ahead the old way: a <link rel=prefetch>
 * once the pointer rests on a link to it, the keyboard focuses it or a finger touches it.
 */

/** Pointer rests this long on a link before its page is fetched (passing over it does nothing). */
export const HOVER_DELAY_MS = 80;

/** The address a link leads to when it is another page of this site, else undefined. */
export function pageLink(link: HTMLAnchorElement, here: Location): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || /\.\w+$/.test(url.pathname)) return undefined;
  const path = (p: string) => p.replace(/\/+$/, '') || '/';
  return path(url.pathname) === path(here.pathname) ? undefined : url.pathname + url.search;
}

export function prefetchOnIntent(doc: Document = document): void {
  const win = doc.defaultView ?? window;
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) return;
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const fetched = new Set<string>();
  let timer: number | undefined;
  const prefetch = (address: string) => {
    if (fetched.has(address)) return;
    fetched.add(address);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = address;
    doc.head.append(link);
  };
  const target = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    return link instanceof HTMLAnchorElement ? pageLink(link, doc.location) : undefined;
  };
  doc.addEventListener('pointerover', (event) => {
    const address = target(event);
    win.clearTimeout(timer);
    if (address) timer = win.setTimeout(() => prefetch(address), HOVER_DELAY_MS);
  }, { passive: true });
  for (const type of ['focusin', 'touchstart'] as const) {
    doc.addEventListener(type, (event) => {
      const address = target(event);
      if (address) prefetch(address);
    }, { passive: true });
  }
}
