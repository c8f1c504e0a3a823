import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterBridge } from '../routing/RouterBridge.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * The page in the dev server's app and the Studio's preview, which render whole pages with the
 * router: header above, footer below, the page in between. A render error in a page replaces only
 * the page (the header still works), and leaving that address clears it. Production pages are
 * built as plain documents around the same header and footer (src/page/).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouterBridge>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </RouterBridge>
  );
}
