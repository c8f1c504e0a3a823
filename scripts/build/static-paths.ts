/**
 * The concrete addresses to prerender for a route with a parameter (such as /blog/:slug).
 * A route not listed here is served only through its fallback shell.
 */
export type StaticPathsProvider = () => Promise<string[]>;

export const staticPathProviders: Record<string, StaticPathsProvider> = {};

export async function staticPathsFor(route: string): Promise<string[]> {
  const provider = staticPathProviders[route];
  return provider ? provider() : [];
}

/** The folder a dynamic route lives under: /blog/:slug -> /blog. */
export const dynamicPrefix = (route: string): string => route.slice(0, route.indexOf('/:')) || '/';

/** Host rules (Netlify / Cloudflare Pages `_redirects` format) serving fallback shells for dynamic routes. */
export function createRedirects(dynamicRoutes: string[]): string {
  const lines = dynamicRoutes.map((r) => {
    const prefix = dynamicPrefix(r);
    return `${prefix}/*  ${prefix}/_fallback.html  200`;
  });
  return `# Pages that did not exist at build time are rendered in the browser from these shells.\n${lines.join('\n')}\n`;
}
