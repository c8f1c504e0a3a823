import type { ReactNode } from 'react';
import { useSite } from '../routing/SiteContext.tsx';
import { SmartLink } from '../components/SmartLink.tsx';

/** Header above, footer below, the page in between. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <div className="container">
          <SmartLink href="/">{site.name}</SmartLink>
          <nav aria-label="Main">
            {site.navigation.links.map((l) => <SmartLink key={l.href} href={l.href}>{l.label}</SmartLink>)}
            <SmartLink href={site.navigation.button.href}>{site.navigation.button.label}</SmartLink>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>{children}</main>
      <footer className="site-footer">
        <div className="container">
          <p>{site.blurb}</p>
        </div>
      </footer>
    </>
  );
}
