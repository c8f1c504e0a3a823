/**
 * A page's HTML as a visitor gets it, with what differs between two builds of the same content
 * taken out: the names of built files (they carry a hash of their content), React's generated ids,
 * the build year, and scripts (page data travels with them; what a page shows is in its markup).
 * Two pages whose normalised HTML is the same look and read the same.
 */

/** /assets/Hero-BSUtMMe4.js → /assets/Hero.js: a built file's name without its content hash. */
export const withoutAssetHashes = (text: string): string => text.replace(/(\/assets\/[^"'\s()?#]*?)-[A-Za-z0-9_-]{8,12}(\.[a-z0-9]+)/g, '$1$2');

/** Inside scripts, chunks import each other by relative name (./Section-B5eKSIbL.js): every built file name made plain. */
export const withoutFileHashes = (text: string): string => text.replace(/-[A-Za-z0-9_-]{8,12}(\.(?:m?js|css))(?![\w.])/g, '$1');

/** React's useId values (_R_5a_, «r1») differ when anything before them on the page changed. */
export const withoutReactIds = (text: string): string => text.replace(/_R_[A-Za-z0-9_]*?_/g, '_R_').replace(/«[a-zA-Z0-9]+»/g, '«r»');

/** The copyright year is the build's (the page brings it up to date in the browser): a base built last year is not a change. */
export const withoutBuildYear = (text: string): string => text.replace(/(id="copyright-year"[^>]*>)\d{4}</g, '$1YEAR<');

/** Every script but JSON-LD (search engines read it; it is compared as part of the head). */
export const withoutScripts = (html: string): string => html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '');

/** Preload hints name the files a page loads first: compared through the build's first-load JS instead. */
export const withoutPreloads = (html: string): string => html.replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

export const normaliseHtml = (html: string): string => withoutBuildYear(withoutReactIds(withoutAssetHashes(withoutPreloads(withoutScripts(html)))));
