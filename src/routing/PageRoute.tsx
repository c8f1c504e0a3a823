import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteModule } from 'virtual:routes';
import { BlockList } from '../blocks/BlockList.tsx';
import { buildHead, type HeadOverride } from '../head/buildHead.ts';
import { applyHead } from '../head/applyHead.ts';
import { HeadOverrideSetterProvider } from '../head/HeadOverride.tsx';
import { usePage } from './pageStore.ts';
import { useSite } from './SiteContext.tsx';

/** One content page: its blocks, and its head kept in step after client navigations. */
export function PageRoute({ module }: { module: RouteModule }) {
  const page = usePage(module);
  const site = useSite();
  const { pathname } = useLocation();
  // What a block says about the head beyond the page file (a blog post's title, image and JSON-LD).
  const [override, setOverride] = useState<HeadOverride>();
  useEffect(() => {
    applyHead(buildHead(page, site, pathname, override));
  }, [page, site, pathname, override]);
  return (
    <HeadOverrideSetterProvider value={setOverride}>
      <BlockList blocks={page.blocks} />
    </HeadOverrideSetterProvider>
  );
}
