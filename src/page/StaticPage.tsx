import type { ReactNode } from 'react';
import { Footer } from '../shell/Footer.tsx';
import { Header } from '../shell/Header.tsx';

/**
 * A built page's body: the header, its blocks, the footer. Rendered once at build time and never
 * hydrated: the header's menu is a popover, its links are plain links, and the blocks that need
 * script are islands hydrated on their own (src/islands/).
 *
 * `mainOnly`: only what goes inside <main>, at the same place in the tree (same number of siblings
 * before and after, so React's useId gives its blocks the same ids). The build renders the header and
 * footer once for every page they look the same on, and each page's blocks alone (src/entry-server.tsx).
 */
export function StaticPage({ pathname, children, mainOnly = false }: { pathname: string; children: ReactNode; mainOnly?: boolean }) {
  if (mainOnly) {
    return (
      <>
        {null}
        {null}
        <>{children}</>
        {null}
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
