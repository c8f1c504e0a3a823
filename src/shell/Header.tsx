import { Link, NavLink } from 'react-router-dom';
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from '../routing/SiteContext.tsx';
import { BrandMark } from './BrandMark.tsx';
import { useMobileMenu } from './useMobileMenu.ts';
import './Header.css';

const MENU_ID = 'site-menu';

/**
 * The bar on every page. NavLink marks the current route's link, and its parent's for nested
 * routes (Services on /services/ai-voice-agents), with aria-current="page".
 */
export function Header() {
  const site = useSite();
  const { open, toggle, toggleRef, menuRef } = useMobileMenu();
  const { links, button } = site.navigation;
  return (
    <header className="site-header" data-menu-open={open || undefined}>
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__name">{site.name}</span>
          <span className="visually-hidden"> home page</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={toggle}
        >
          <span className="menu-toggle__icon" aria-hidden="true"><span /></span>
          <span className="menu-toggle__label">Menu</span>
        </button>
        <div ref={menuRef} id={MENU_ID} className="site-menu">
          <nav aria-label="Main" className="site-nav">
            <ul role="list">
              {links.map((l, i) => (
                <li key={i}>
                  {l.href.startsWith('/') ? (
                    <NavLink to={l.href} className="site-nav__link">{l.label}</NavLink>
                  ) : (
                    <SmartLink href={l.href} className="site-nav__link">{l.label}</SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <NavLink to={button.href} className="button button--primary site-header__cta">{button.label}</NavLink>
        </div>
      </div>
      {open && <div className="site-menu__backdrop" aria-hidden="true" />}
    </header>
  );
}
