import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BlockList } from './blocks/BlockList.tsx';
import type { HeadOverride } from './head/buildHead.ts';
import { HeadOverrideSetterProvider } from './head/HeadOverride.tsx';
import { useContentVersion } from './routing/contentVersion.ts';
import { usePageData } from './routing/pageStore.ts';
import { PrerenderedResultsProvider } from './routing/prerendered.tsx';
import { useSite } from './routing/SiteContext.tsx';

/** One address: its page's blocks, and its head kept in step after client navigations. */
function Page({ pathname }: { pathname: string }) {
  useContentVersion();
  const data = usePageData(pathname);
  const site = useSite();
  // What a block says about the head beyond the page file (a blog post's title, image and JSON-LD).
  const [override, setOverride] = useState<HeadOverride>();
  useEffect(() => {
    let current = true;
    void import('./head/pageHead.ts').then(({ applyPageHead }) => {
      if (current) applyPageHead(data.page, site, pathname, override);
    });
    return () => {
      current = false;
    };
  }, [data, site, pathname, override]);
  return (
    <PrerenderedResultsProvider value={data.prerendered ?? null}>
      <HeadOverrideSetterProvider value={setOverride}>
        <BlockList blocks={data.page.blocks} />
      </HeadOverrideSetterProvider>
    </PrerenderedResultsProvider>
  );
}

/**
 * Composes a page from routing (its data, by address) and blocks (their components), so neither
 * of those layers imports the other. Each address gets a fresh page: nothing a block holds (a
 * head override, a half-typed form) carries over to the next one.
 */
export function PageRoute() {
  const { pathname } = useLocation();
  return <Page key={pathname} pathname={pathname} />;
}
