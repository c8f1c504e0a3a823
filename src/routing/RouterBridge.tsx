import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AddressProvider, SiteLinkContext, type Address, type SiteLinkProps } from './address.tsx';

function RouterLink({ href, ...rest }: SiteLinkProps) {
  return <Link to={href} {...rest} />;
}

/**
 * The router's address and links for everything below: the dev server's app, the Studio's
 * preview and the component tests render whole pages with react-router. The production build
 * never includes this (its pages are plain documents and their islands read the window).
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo<Address>(
    () => ({ pathname, search, replaceSearch: (next) => void navigate({ search: next }, { replace: true, preventScrollReset: true }) }),
    [pathname, search, navigate],
  );
  return (
    <SiteLinkContext value={RouterLink}>
      <AddressProvider value={address}>{children}</AddressProvider>
    </SiteLinkContext>
  );
}
