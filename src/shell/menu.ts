/** Below this width the navigation collapses behind the menu toggle (spec: 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export const MENU_ID = 'site-menu';

/**
 * The small-screen menu is a popover the toggle opens (popovertarget): the browser closes it on
 * Escape and on a click outside, and returns focus to the toggle. This adds what the platform leaves
 * out: the toggle says whether the menu is open, focus moves to the first link when it opens, and
 * the menu closes when the window grows past the breakpoint (the links are then in the bar).
 * Returns a function that undoes it.
 */
export function wireMenu(doc: Document = document): () => void {
  const menu = doc.getElementById(MENU_ID);
  const toggle = doc.querySelector<HTMLElement>(`[popovertarget="${MENU_ID}"]`);
  if (!menu || !toggle || typeof menu.hidePopover !== 'function') return () => {};
  const win = doc.defaultView ?? window;
  toggle.setAttribute('aria-expanded', 'false');
  const onToggle = (event: Event) => {
    const open = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.querySelector<HTMLElement>('a[href], button')?.focus();
  };
  const mobile = win.matchMedia(MOBILE_QUERY);
  const onWidth = () => {
    if (!mobile.matches && menu.matches(':popover-open')) menu.hidePopover();
  };
  menu.addEventListener('toggle', onToggle);
  mobile.addEventListener('change', onWidth);
  return () => {
    menu.removeEventListener('toggle', onToggle);
    mobile.removeEventListener('change', onWidth);
  };
}

/** Closes the menu (the dev server's app changes pages in place, without a new document). */
export function closeMenu(doc: Document = document): void {
  const menu = doc.getElementById(MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}
