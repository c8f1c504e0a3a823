import { isDynamicRoute, routeMatcher } from './routes.ts';
import { didYouMean } from './suggest.ts';

/** Addresses that exist without a page file: blog posts come from the blog backend, the sitemap from the build. */
const EXTRA = [/^\/blog\/[^/]+$/, /^\/sitemap\.xml$/];

/** What exists at a site path: the pages (content/pages) and the files of content/public. */
export interface SiteAddresses {
  pageRoutes: readonly string[];
  publicPaths: readonly string[];
  /** Every address a did-you-mean may offer. */
  known: readonly string[];
  /** Made once: a thousand pages are checked against a thousand routes. */
  isPage: (href: string) => boolean;
  isPublic: ReadonlySet<string>;
}

export function siteAddresses(routes: readonly string[], publicFiles: readonly string[]): SiteAddresses {
  const pageRoutes = routes.filter((r) => r !== '*');
  const publicPaths = publicFiles.map((f) => '/' + f);
  return {
    pageRoutes,
    publicPaths,
    known: [...pageRoutes.filter((r) => !isDynamicRoute(r)), ...publicPaths],
    isPage: routeMatcher(pageRoutes),
    isPublic: new Set(publicPaths),
  };
}

/** A site path that leads nowhere: what was meant (a page or a file) and the likeliest address meant. */
export interface MissingAddress {
  /** The path without query or fragment, with %20 and the like decoded. */
  decoded: string;
  looksLikeFile: boolean;
  guess?: string;
}

const decodedPath = (value: string): { address: string; decoded: string } => {
  const address = value.split(/[?#]/)[0]!;
  try {
    return { address, decoded: decodeURI(address) };
  } catch {
    // A malformed escape is simply not a known address.
    return { address, decoded: address };
  }
};

const looksLikeFile = (address: string) => /\.[a-z0-9]{2,5}$/i.test(address);

/** Undefined when `value` (a site path, starting with /) is a page, a blog post, the sitemap or a public file. */
export function missingAddress(value: string, site: SiteAddresses): MissingAddress | undefined {
  const { address, decoded } = decodedPath(value);
  if (site.isPage(value) || EXTRA.some((re) => re.test(address)) || site.isPublic.has(decoded)) return undefined;
  return { decoded, looksLikeFile: looksLikeFile(address), guess: didYouMean(address, site.known) };
}

/** Undefined when `value` (a site path) is a file in content/public; pages do not count (a picture, say). */
export function missingFile(value: string, site: SiteAddresses): MissingAddress | undefined {
  const { address, decoded } = decodedPath(value);
  if (site.isPublic.has(decoded)) return undefined;
  return { decoded, looksLikeFile: looksLikeFile(address), guess: didYouMean(decoded, site.publicPaths) };
}
