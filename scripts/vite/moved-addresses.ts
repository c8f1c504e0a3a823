import type { Connect } from 'vite';
import { movedAddressRules, type MovedAddress } from '../build/moved-addresses.ts';

/**
 * `npm start` answers the site settings' "Moved addresses" as the built site's hosts do: a
 * permanent redirect (301) to the new address, made from the same rules as the host files
 * (scripts/build/moved-addresses.ts), so an old address never shows "Article Not Found" here while
 * the published site forwards it. The query string goes along, as the hosts send it.
 */
export function movedAddressTarget(url: string, moved: readonly MovedAddress[] | undefined): string | undefined {
  const [pathname = '/', query] = url.split(/\?(.*)/s, 2);
  let address: string;
  try {
    address = decodeURI(pathname);
  } catch {
    return undefined;
  }
  const key = address.length > 1 ? address.replace(/\/+$/, '') : address;
  const rule = movedAddressRules(moved).find((r) => r.from === key);
  if (!rule) return undefined;
  return query ? `${rule.to}${rule.to.includes('?') ? '&' : '?'}${query}` : rule.to;
}

/** The dev server's middleware: the moved addresses of the site settings as they are saved now. */
export function movedAddressMiddleware(moved: () => readonly MovedAddress[] | undefined): Connect.NextHandleFunction {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const to = movedAddressTarget(req.url, moved());
    if (!to) return next();
    res.statusCode = 301;
    res.setHeader('location', to);
    res.setHeader('cache-control', 'no-store');
    res.end();
  };
}
