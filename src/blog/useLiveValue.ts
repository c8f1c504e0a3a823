import { useEffect, useState } from 'react';
import { isLiveSource } from './source/config.ts';

/**
 * Runs `task` once the browser has a quiet moment after the page became interactive, so a live
 * refresh (supabase-js, the markdown pipeline) never competes with hydration. Returns a cancel.
 */
function afterIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A blog value (the list, an article): the prerendered copy at once, refreshed from Supabase once
 * the page is idle; without a prerendered copy (a post published after the build) it loads at
 * once. The embedded posts never change after the build, so their copy is not refreshed. A refresh
 * that brings nothing new changes nothing on screen: the page never shifts for it.
 * `key` names what is loaded (the slug): a new key loads afresh.
 */
export function useLiveValue<T>(key: string, prerendered: T | undefined, load: () => Promise<T>, onFresh?: (value: T) => void): T | undefined {
  const [value, setValue] = useState(prerendered);
  useEffect(() => {
    if (prerendered !== undefined && !isLiveSource) return;
    let current = true;
    const refresh = () =>
      void load().then((fresh) => {
        if (!current) return;
        setValue((shown) => (same(shown, fresh) ? shown : fresh));
        onFresh?.(fresh);
      });
    const cancel = prerendered !== undefined ? afterIdle(refresh) : (refresh(), () => {});
    return () => {
      current = false;
      cancel();
    };
    // `load` and `onFresh` are made afresh on each render; what they load is named by `key`.
  }, [key, prerendered]);
  return value;
}
