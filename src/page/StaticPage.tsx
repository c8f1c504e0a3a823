import type { ReactNode } from 'react';
import { Footer } from '../shell/Footer.tsx';
import { Header } from '../shell/Header.tsx';

/**
 * A built page's body: the header, its blocks, the footer. Rendered once at build time and never
 * hydrated: the header's menu is a popover, its links are plain links, and the blocks that need
 * script are islands hydrated on their own (src/islands/).
 */
export function StaticPage({ pathname, children }: { pathname: string; children: ReactNode }) {
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
