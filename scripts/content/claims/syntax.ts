/**
 * The claim syntax, `{{claim-id}}`, and the pure resolver. No file access, no YAML: usable from the
 * loader, the Studio (in the browser too) and tests alike.
 */

/** What a claim id looks like: lowercase words joined by hyphens (data-rows, contact-email). */
export const CLAIM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One `{{…}}` in a text. Anything between the braces counts, so a typo is reported, never shown. */
const REFERENCE = /\{\{([^{}]*)\}\}/g;

export interface Reference {
  /** The id as written, spaces around it removed. */
  id: string;
  /** Offsets of `{{` and just after `}}` in the text. */
  start: number;
  end: number;
}

export const hasClaimSyntax = (text: string): boolean => text.includes('{{') || text.includes('}}');

export function findReferences(text: string): Reference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({ id: m[1]!.trim(), start: m.index, end: m.index + m[0].length }));
}

/** A phone number as a tel: link needs it: digits and a leading +, no spaces (+91 98300 41275 → +919830041275). */
const dialable = (value: string): string => value.replace(/[^\d+]/g, '');

/**
 * Replaces every `{{id}}` whose id `lookup` knows; unknown ones stay as written (the loader reports
 * them as errors, so they never reach a page). After `tel:` the value is written the way a phone
 * link needs it, so one phone number serves both the visible text and the link.
 *
 *   resolveText('Reply within {{reply-time}}', (id) => ({ 'reply-time': '24 hours' })[id]) // 'Reply within 24 hours'
 */
export function resolveText(text: string, lookup: (id: string) => string | undefined): string {
  if (!hasClaimSyntax(text)) return text;
  return text.replace(REFERENCE, (whole, inner: string, offset: number) => {
    const value = lookup(inner.trim());
    if (value === undefined) return whole;
    return /tel:$/i.test(text.slice(Math.max(0, offset - 4), offset)) ? dialable(value) : value;
  });
}

/** Braces left over after resolution that are not a whole `{{…}}`: an unclosed or half-typed reference. */
export function strayBraces(text: string): number | undefined {
  const without = text.replace(REFERENCE, (m) => ' '.repeat(m.length));
  const at = without.search(/\{\{|\}\}/);
  return at < 0 ? undefined : at;
}

/** Every text inside `value` (a file's data) with its claims resolved; a new value, the input is left as it was. */
export function resolveDeep(value: unknown, lookup: (id: string) => string | undefined): unknown {
  if (typeof value === 'string') return resolveText(value, lookup);
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, lookup));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, lookup)]));
  return value;
}
