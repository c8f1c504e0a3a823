import { useEffect } from 'react';
import { TABS, type Tab } from './Tabs.tsx';

/** The key that moves between the parts of the Studio, as the Studio tells it. */
export const PANE_KEY = 'F6';
// The parts side by side: the pages list, the form, the preview (or the figures' uses).
const PANES = ['.sidebar', '#editor', '.preview, .claims-pane'];

/** Puts the focus on a part of the Studio (one that is not a Tab stop itself takes it all the same). */
function focusPane(el: HTMLElement | null): void {
  if (!el) return;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus();
}

/**
 * F6 (Shift+F6 back) moves the focus to the next part of the Studio, as in browsers and mail apps:
 * side by side, from the pages list to the form to the preview; on a phone, to the next tab.
 */
export function usePaneKey(narrow: boolean, tab: Tab, setTab: (tab: Tab) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== PANE_KEY || event.ctrlKey || event.altKey || event.metaKey) return;
      event.preventDefault();
      const step = event.shiftKey ? -1 : 1;
      if (narrow) {
        const i = TABS.findIndex((t) => t.id === tab);
        const next = TABS[(i + step + TABS.length) % TABS.length]!.id;
        setTab(next);
        // Once the tab's part is shown.
        window.setTimeout(() => focusPane(document.getElementById(`panel-${next}`)));
        return;
      }
      const panes = PANES.map((s) => document.querySelector<HTMLElement>(s)).filter((el): el is HTMLElement => !!el);
      const at = panes.findIndex((p) => p.contains(document.activeElement));
      focusPane(panes[at < 0 ? 0 : (at + step + panes.length) % panes.length]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [narrow, tab, setTab]);
}
