import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteModule } from 'virtual:routes';
import { BlockList } from '../blocks/BlockList.tsx';
import { buildHead } from '../head/buildHead.ts';
import { applyHead } from '../head/applyHead.ts';
import { usePage } from './pageStore.ts';
import { useSite } from './SiteContext.tsx';

/** One content page: its blocks, and its head kept in step after client navigations. */
export function PageRoute({ module }: { module: RouteModule }) {
  const page = usePage(module);
  const site = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(buildHead(page, site, pathname));
  }, [page, site, pathname]);
  return <BlockList blocks={page.blocks} />;
}
