import { useSyncExternalStore } from 'react';
import initial from 'virtual:site';
import type { SiteSettings } from '../generated/content.ts';

let site = initial;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => site;

const useLiveSite = (): SiteSettings => useSyncExternalStore(subscribe, current, current);

/** The shared site settings (brand, navigation, contact) for any component: fixed for a build. */
export const useSite: () => SiteSettings = import.meta.env.DEV ? useLiveSite : current;

// Dev server: a saved site.yaml updates the header and footer in place, without a reload.
if (import.meta.hot) {
  import.meta.hot.accept('virtual:site', (next) => {
    const updated: unknown = next?.default;
    if (!updated) return;
    site = updated as SiteSettings;
    listeners.forEach((listener) => listener());
  });
}
