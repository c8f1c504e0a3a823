import { useEffect } from 'react';
import { SmartLink } from '../components/SmartLink.tsx';
import { SiteLink } from '../routing/address.tsx';
import { useSite } from '../routing/SiteContext.tsx';
import { BrandMark } from './BrandMark.tsx';
import { closeMenu, MENU_ID, wireMenu } from './menu.ts';
import './Header.css';

/** A menu entry is the current page's, or the parent of a nested one (Services on /services/ai-voice-agents). */
export function isCurrent(href: string, pathname: string): boolean {
  if (!href.startsWith('/')) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/**
 * The bar on every page, plain HTML: the current page's link is marked aria-current="page" when the
 * page is built; below 768 px the links sit in a popover the Menu button opens (src/shell/menu.ts).
 * The production page never hydrates it; the dev server's app renders it with each page.
 */
export function Header({ pathname }: { pathname: string }) {
  const site = useSite();
  const { links, button } = site.navigation;
  const current = (href: string) => (isCurrent(href, pathname) ? ('page' as const) : undefined);
  // The dev server's app only (production pages run the same from their page script).
  useEffect(() => wireMenu(), []);
  useEffect(() => closeMenu(), [pathname]);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLink href="/" className="brand">
          <BrandMark />
          <span className="brand__name">{site.name}</span>
          <span className="visually-hidden"> home page</span>
        </SiteLink>
        <button type="button" className="menu-toggle" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
          <span className="menu-toggle__icon" aria-hidden="true"><span /></span>
          <span className="menu-toggle__label">Menu</span>
        </button>
        <div id={MENU_ID} className="site-menu" popover="auto">
          <nav aria-label="Main" className="site-nav">
            <ul role="list">
              {links.map((l, i) => (
                <li key={i}>
                  <SmartLink href={l.href} className="site-nav__link" aria-current={current(l.href)}>{l.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <SmartLink href={button.href} className="button button--primary site-header__cta" aria-current={current(button.href)}>{button.label}</SmartLink>
        </div>
      </div>
      {/* Dims the page under the open menu and takes the click that closes it, so that click never
          lands on a link of the page (a popover's own ::backdrop lets clicks through). */}
      <div className="site-menu__backdrop" aria-hidden="true" />
    </header>
  );
}
