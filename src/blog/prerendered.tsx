import { createContext, use, useContext, useSyncExternalStore } from 'react';
import { PAGE_DATA_ID } from '../routing/pageStore.ts';
import { useIsFallbackShell } from '../routing/FallbackShell.tsx';

/** Blog query results by key ('list', 'article:<slug>'), as embedded in a prerendered page. */
export type BlogSnapshot = Record<string, unknown>;

/** Where the embedded page data keeps the blog's results, next to `route` and `page`. */
export const BLOG_DATA_FIELD = 'blog';

const CollectorContext = createContext<BlogSnapshot | null>(null);

/** Wraps the prerender: what the blog blocks loaded is embedded in the page for hydration. */
export const BlogDataCollector = CollectorContext.Provider;

// While prerendering, each query runs once and every render of it waits on the same promise.
const pending = new Map<string, Promise<unknown>>();
let embedded: BlogSnapshot | undefined;

function readEmbedded(): BlogSnapshot {
  if (embedded) return embedded;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  embedded = {};
  if (text) {
    try {
      embedded = ((JSON.parse(text) as Record<string, unknown>)[BLOG_DATA_FIELD] as BlogSnapshot | undefined) ?? {};
    } catch {
      // The page data is checked by the entry before hydration; a broken copy just means loading afresh.
    }
  }
  return embedded;
}

/**
 * The result a blog query had when the page was prerendered. On the server it runs the query (the
 * prerender waits) and records the result; in the browser it reads the recorded result back, so the
 * first render matches the server's exactly. Undefined in the browser for anything not prerendered
 * (client navigation, the fallback shell), and on the fallback shell itself: the caller then loads.
 */
export function usePrerendered<T>(key: string, load: () => Promise<T>): T | undefined {
  const collector = useContext(CollectorContext);
  const fallbackShell = useIsFallbackShell();
  if (!collector) return readEmbedded()[key] as T | undefined;
  if (fallbackShell) return undefined;
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    pending.set(key, promise);
  }
  const value = use(promise);
  collector[key] = value;
  return value;
}

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards: state that only the browser knows
 * (the address's query) may be used once this is true without upsetting hydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
