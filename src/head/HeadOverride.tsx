import { createContext, useContext, useEffect } from 'react';
import type { HeadOverride } from './buildHead.ts';

/** Filled while prerendering with what the page's blocks say about the head (a blog post's title, say). */
export interface HeadOverrideCollector {
  override?: HeadOverride;
}

const CollectorContext = createContext<HeadOverrideCollector | null>(null);
const SetterContext = createContext<((override: HeadOverride | undefined) => void) | null>(null);

/** Wraps the prerender: entry-server reads the collector to build the page's head. */
export const HeadOverrideCollectorProvider = CollectorContext.Provider;
/** Wraps a page on the client: PageRoute keeps the override in state and applies it with the head. */
export const HeadOverrideSetterProvider = SetterContext.Provider;

/**
 * Lets a block override the page's head: recorded during render when prerendering, and applied
 * in an effect in the browser (and cleared when the block goes away).
 */
export function useHeadOverride(override: HeadOverride | undefined): void {
  const collector = useContext(CollectorContext);
  if (collector) collector.override = override;
  const set = useContext(SetterContext);
  // A string key so that an equal override made afresh on each render does not re-apply the head.
  const key = override ? JSON.stringify(override) : '';
  useEffect(() => {
    if (!set) return;
    set(key ? (JSON.parse(key) as HeadOverride) : undefined);
    return () => set(undefined);
  }, [set, key]);
}
