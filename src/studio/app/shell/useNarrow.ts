import { useSyncExternalStore } from 'react';

/** Phones and narrow windows: the Studio shows one part at a time, in tabs. */
export const NARROW = '(max-width: 820px)';

export function useNarrow(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', change);
      return () => query.removeEventListener('change', change);
    },
    () => window.matchMedia(NARROW).matches,
  );
}
