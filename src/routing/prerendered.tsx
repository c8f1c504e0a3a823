import { createContext, use, useContext, useSyncExternalStore } from 'react';
import { useIsFallbackShell } from './FallbackShell.tsx';

/** Results of the loads blocks made while a page was prerendered, by key ('list', 'article:<slug>'). */
export type PrerenderedResults = Record<string, unknown>;

const CollectorContext = createContext<PrerenderedResults | null>(null);
const ResultsContext = createContext<PrerenderedResults | null>(null);

/** Wraps the prerender: what the blocks load is recorded, for the island's props. */
export const PrerenderCollector = CollectorContext.Provider;
/** Wraps blocks in the browser: what they loaded when they were prerendered (an island's props, a page's data). */
export const PrerenderedResultsProvider = ResultsContext.Provider;

// While prerendering, each load runs once and every render of it waits on the same promise.
const pending = new Map<string, Promise<unknown>>();

/**
 * The result a load had when the page was prerendered. On the server it runs the load (the
 * prerender waits) and records the result; in the browser it reads the recorded result (an
 * island's props carry its own), so the first render matches the server's exactly. Undefined for anything not prerendered (a post published
 * after the build) and on a fallback shell: the caller then loads it itself.
 */
export function usePrerendered<T>(key: string, load: () => Promise<T>): T | undefined {
  const collector = useContext(CollectorContext);
  const results = useContext(ResultsContext);
  const fallbackShell = useIsFallbackShell();
  if (!collector) return results?.[key] as T | undefined;
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
