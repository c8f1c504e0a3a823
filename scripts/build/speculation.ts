/**
 * The site's Speculation Rules: the browser fetches the next page ahead when a visitor shows they
 * may open it, so full page loads feel instant. Delivered as a file named in the Speculation-Rules
 * response header (scripts/build/headers.ts), since the Content-Security-Policy allows no inline
 * script. Browsers without Speculation Rules get the same from the page script (src/page/prefetch.ts).
 */

/** dist/speculation-rules.json, served as SPECULATION_RULES_TYPE (the browser ignores it otherwise). */
export const SPECULATION_RULES_FILE = 'speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** Links to pages of this site: not files (a dot in the path), not new tabs or downloads. */
const PAGE_LINKS = {
  and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } }],
};

/**
 * Prefetch the page behind a link the pointer rests on or the keyboard reaches (`moderate`; on
 * phones the browser also uses links coming into view), and render it ahead when the link is
 * pressed (`conservative`), so the click shows it at once.
 */
export function speculationRules(): string {
  return JSON.stringify({
    prefetch: [{ source: 'document', where: PAGE_LINKS, eagerness: 'moderate' }],
    prerender: [{ source: 'document', where: PAGE_LINKS, eagerness: 'conservative' }],
  });
}
