import { startTransition, useEffect, useState } from 'react';
import { CONTENT_CHANGED_EVENT } from './devEvents.ts';
import { refreshPageData } from './pageStore.ts';

/**
 * Dev server only: when a content file is saved, the open page fetches its data again and
 * re-renders in place (in a transition, so it never blanks), keeping its scroll position and
 * whatever the visitor typed. The production build keeps none of this.
 */
function useDevContentVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const refresh = () => {
      refreshPageData(window.location.pathname).then(
        () => startTransition(() => setVersion((v) => v + 1)),
        (error: unknown) => console.warn('Could not reload the page data', error),
      );
    };
    hot.on(CONTENT_CHANGED_EVENT, refresh);
    return () => hot.off(CONTENT_CHANGED_EVENT, refresh);
  }, []);
  return version;
}

export const useContentVersion: () => number = import.meta.env.DEV ? useDevContentVersion : () => 0;
