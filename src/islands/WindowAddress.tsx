import { useMemo, useState, type ReactNode } from 'react';
import { AddressProvider, type Address } from '../routing/address.tsx';

/**
 * The window's address for an island (a built page has no router). The query is state, so a
 * block that replaces it (the blog list's filters) renders again; the history entry is replaced,
 * never added, and nothing scrolls.
 */
export function WindowAddress({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState(() => window.location.search);
  const address = useMemo<Address>(
    () => ({
      pathname: window.location.pathname,
      search,
      replaceSearch: (next) => {
        const query = next && !next.startsWith('?') ? `?${next}` : next;
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
        setSearch(query);
      },
    }),
    [search],
  );
  return <AddressProvider value={address}>{children}</AddressProvider>;
}
