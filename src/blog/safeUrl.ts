// No whitespace or control characters anywhere: browsers strip them, which is how `java\tscript:` sneaks through.
const CLEAN = /^[^\s\u0000-\u001f\u007f]+$/;

/** A site path (/blog/x, never //host) or an http(s) address. */
export const isSitePath = (url: string): boolean => CLEAN.test(url) && /^\/(?!\/)/.test(url) && !url.includes('\\');

export const isHttpUrl = (url: string): boolean => CLEAN.test(url) && /^https?:\/\/[^/]/i.test(url);

/** Links in an article body: http(s), mailto and site paths only. */
export const isSafeBodyLink = (url: string): boolean => isHttpUrl(url) || isSitePath(url) || (CLEAN.test(url) && /^mailto:[^/]/i.test(url));

/** Pictures in an article body: http(s), or a site path for the pictures in content/public (the content check makes sure the file exists). */
export const isSafeBodyImage = (url: string): boolean => isHttpUrl(url) || isSitePath(url);

/** A post's featured image: http(s), or a site path for the embedded posts' own pictures. */
export const isSafeFeaturedImage = (url: string | null | undefined): url is string => Boolean(url) && (isHttpUrl(url!) || isSitePath(url!));
