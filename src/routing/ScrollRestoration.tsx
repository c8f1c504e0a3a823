import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
// Where the visitor was on each history entry (its key and address), to come back to it.
let positions: Record<string, number> | undefined;

function saved(): Record<string, number> {
  if (!positions) {
    positions = {};
    // The dev server renders every page in the browser, so a reload must find its place itself.
    if (import.meta.env.DEV) positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  }
  return positions;
}

const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** Dev server: the document was reloaded (or reached through the history), so its old position applies. */
function restoreAfterReload(back: number | undefined) {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (back !== undefined && (entry?.type === 'reload' || entry?.type === 'back_forward')) scrollTo(back);
}

/**
 * Each navigation starts at the top of the new page (spec: every navigation scrolls the window to
 * the top), or at the section an address like /how-we-work#pricing names; back and forward return
 * to where the visitor was on that page. A prerendered page is restored by the browser after a
 * reload. Rendered beside the page, so its effects run once the page is in place.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();
  const current = useRef('');
  const handled = useRef<string>(undefined);

  useEffect(() => {
    const remember = () => {
      if (current.current) saved()[current.current] = window.scrollY;
    };
    const persist = import.meta.env.DEV ? () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved())) : undefined;
    window.addEventListener('scroll', remember, { passive: true });
    if (persist) window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      if (persist) window.removeEventListener('pagehide', persist);
    };
  }, []);

  const key = `${location.key}|${location.pathname}`;
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
  // Only a new page or section moves the window: filters kept in the query (the blog's) do not.
  useLayoutEffect(() => {
    const where = location.pathname + location.hash;
    // StrictMode runs effects twice in development: the second run has nothing new to do.
    if (handled.current === where) return;
    const firstRender = handled.current === undefined;
    handled.current = where;
    const back = saved()[current.current];
    if (firstRender) {
      if (import.meta.env.DEV) restoreAfterReload(back);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (navigation === 'POP' && back !== undefined) scrollTo(back);
    else if (target) target.scrollIntoView();
    else scrollTo(0);
    // The navigation type is read for the new page only, not watched.
  }, [location.pathname, location.hash]);
  return null;
}
