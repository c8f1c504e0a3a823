/** Below this width the navigation collapses behind the menu toggle (spec: 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export const MENU_ID = 'site-menu';

/**
 * The small-screen menu is a popover the toggle opens (popovertarget): the browser closes it on
 * Escape and on a click outside, and returns focus to the toggle after Escape. This adds what the
 * platform leaves out: the toggle says whether the menu is open (as the state changes, so it is
 * never out of date), focus moves to the first link when it opens and back to the toggle when a
 * click outside would drop it, and the menu closes when the window grows past the breakpoint (the
 * links are then in the bar). Returns a function that undoes it.
 */
export function wireMenu(doc: Document = document): () => void {
  const menu = doc.getElementById(MENU_ID);
  const toggle = doc.querySelector<HTMLElement>(`[popovertarget="${MENU_ID}"]`);
  if (!menu || !toggle || typeof menu.hidePopover !== 'function') return () => {};
  const win = doc.defaultView ?? window;
  toggle.setAttribute('aria-expanded', String(menu.matches(':popover-open')));
  const opening = (event: Event) => (event as ToggleEvent).newState === 'open';
  const onBeforeToggle = (event: Event) => toggle.setAttribute('aria-expanded', String(opening(event)));
  const onToggle = (event: Event) => {
    if (opening(event)) return void menu.querySelector<HTMLElement>('a[href], button')?.focus();
    // Only reclaim focus that would otherwise be lost (it was in the menu, or is on nothing at all).
    const active = doc.activeElement;
    if (!active || active === doc.body || menu.contains(active)) toggle.focus();
  };
  const mobile = win.matchMedia(MOBILE_QUERY);
  const onWidth = () => {
    if (!mobile.matches && menu.matches(':popover-open')) menu.hidePopover();
  };
  menu.addEventListener('beforetoggle', onBeforeToggle);
  menu.addEventListener('toggle', onToggle);
  mobile.addEventListener('change', onWidth);
  return () => {
    menu.removeEventListener('beforetoggle', onBeforeToggle);
    menu.removeEventListener('toggle', onToggle);
    mobile.removeEventListener('change', onWidth);
  };
}

/** Closes the menu (the dev server's app changes pages in place, without a new document). */
export function closeMenu(doc: Document = document): void {
  const menu = doc.getElementById(MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}
