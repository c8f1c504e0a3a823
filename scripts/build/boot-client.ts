/**
 * The one script every prerendered page loads before the app. It is a file rather than inline code
 * so that the Content-Security-Policy allows scripts from the site only, with no hash per page.
 * It runs in the browser as a classic deferred script: scripts/build/boot.ts builds it from this
 * file (no imports allowed here) and calls boot() with the build's policy scopes.
 */

/** Address patterns per policy scope (exact, or ending in *); an address matching none is in scope 0. */
export type Scopes = string[][];

export function scopeOf(path: string, scopes: Scopes): number {
  for (let i = 0; i < scopes.length; i++) {
    for (const p of scopes[i]!) if (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p) return i + 1;
  }
  return 0;
}

/**
 * A document keeps the policy it was loaded with, so a link to a page under another policy (the
 * booking page talks to the webhook, the blog to its backend) must load that page afresh rather
 * than render it client-side. Stopping the click before the app sees it leaves the browser's own
 * navigation to happen.
 */
export function guardLinks(win: Window, scopes: Scopes): void {
  win.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== win.location.origin) return;
      if (scopeOf(link.pathname, scopes) !== scopeOf(win.location.pathname, scopes)) event.stopPropagation();
    },
    true,
  );
}

/**
 * Before the app has taken over, a form would submit the browser's way (to `?`, losing what was
 * typed). Hold every submission until then; the app marks <html data-hydrated> once it runs.
 */
export function holdSubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (!doc.documentElement.hasAttribute('data-hydrated')) event.preventDefault();
    },
    true,
  );
}

/**
 * Starts the app once the browser has shown the prerendered page: the page is complete without
 * JavaScript, so fetching the app must not compete with the first paint on slow connections. It
 * waits for the first-contentful-paint entry (the load event where paint timing is not reported),
 * with a time limit so hydration never waits long.
 */
export function startApp(doc: Document, entry: string, preloads: string[]): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.body.appendChild(script);
  };
  const soon = () => setTimeout(go, 0);
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) soon();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    addEventListener('load', soon);
  }
  setTimeout(go, 2000);
}

/** Reads the page's entry and preloads from its own tag (data-entry, data-preload). */
export function boot(scopes: Scopes): void {
  const tag = document.currentScript as HTMLScriptElement | null;
  holdSubmits(document);
  guardLinks(window, scopes);
  const entry = tag?.dataset.entry;
  if (entry) startApp(document, entry, (tag.dataset.preload ?? '').split(' ').filter(Boolean));
}
