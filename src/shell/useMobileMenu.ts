import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Below this width the navigation collapses behind the menu toggle (spec: 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * Open/closed state of the small-screen menu and everything that goes with it: it closes on a route
 * change, a click outside, Escape and on growing past the breakpoint; the page behind cannot scroll
 * while it is open; focus moves into it on open and back to the toggle on close.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  useEffect(close, [pathname, close]);

  useEffect(() => {
    const menu = menuRef.current;
    if (open) {
      wasOpen.current = true;
      menu?.querySelector<HTMLElement>('a, button')?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Only reclaim focus that would otherwise be lost (it was in the menu, or on nothing at all).
    const active = document.activeElement;
    if (!active || active === document.body || menu?.contains(active)) toggleRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    // On click rather than pointerdown: by then the browser has settled focus, so the toggle keeps it.
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) close();
    };
    const wide = window.matchMedia(MOBILE_QUERY);
    const onWidth = () => {
      if (!wide.matches) close();
    };
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    wide.addEventListener('change', onWidth);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWidth);
    };
  }, [open, close]);

  return { open, toggle, close, toggleRef, menuRef };
}
