import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * Header above, footer below, the page in between. A render error in a page replaces only the page
 * (the header still works), and leaving that address clears it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
