import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * Where the page is, for the few blocks that read their address (an article's slug, the blog
 * list's filters in the query). The production page has no router: each island gets the window's
 * address (src/islands/windowAddress.tsx); the dev server's app and the tests get the router's
 * (src/routing/RouterBridge.tsx); the prerender gets the address it renders.
 */
export interface Address {
  pathname: string;
  /** The query, with its leading '?' (or empty). */
  search: string;
  /** Replaces the query without a new history entry and without scrolling ('' removes it). */
  replaceSearch: (search: string) => void;
}

const AddressContext = createContext<Address>({ pathname: '/', search: '', replaceSearch: () => {} });

export const AddressProvider = AddressContext.Provider;
export const useAddress = (): Address => useContext(AddressContext);

export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  target?: string;
  rel?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/**
 * How a link to another page of the site is drawn. Unset (the production page, islands), it is a
 * plain <a>: following it loads the next page, which the browser has usually prefetched. The dev
 * server's app sets the router's link so that its pages change in place.
 */
export const SiteLinkContext = createContext<ComponentType<SiteLinkProps> | null>(null);

/** A link to a page of the site: a plain <a>, or the router's link where one is set. */
export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(SiteLinkContext);
  if (Link) return <Link {...props} />;
  const { href, children, ...rest } = props;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
