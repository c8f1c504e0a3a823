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
  return resolveReferences(text, findReferences(text), lookup);
}

/** resolveText for a text whose references are found already (a page's values are looked through once). */
export function resolveReferences(text: string, refs: readonly Reference[], lookup: (id: string) => string | undefined): string {
  let out = '';
  let from = 0;
  for (const ref of refs) {
    const value = lookup(ref.id);
    const shown = value === undefined ? text.slice(ref.start, ref.end) : /tel:$/i.test(text.slice(Math.max(0, ref.start - 4), ref.start)) ? dialable(value) : value;
    out += text.slice(from, ref.start) + shown;
    from = ref.end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Braces left over after resolution that are not a whole `{{…}}`: an unclosed or half-typed reference.
 * Where the first `{{` or `}}` between the references starts (`refs`: the text's own, when found already).
 */
export function strayBraces(text: string, refs: readonly Reference[] = findReferences(text)): number | undefined {
  let from = 0;
  for (let i = 0; i <= refs.length; i++) {
    const to = i < refs.length ? refs[i]!.start : text.length;
    // Only a pair wholly between two references counts: a reference's own braces are not stray.
    const open = text.indexOf('{{', from);
    const close = text.indexOf('}}', from);
    const first = Math.min(open < 0 || open + 2 > to ? Infinity : open, close < 0 || close + 2 > to ? Infinity : close);
    if (first !== Infinity) return first;
    if (i < refs.length) from = refs[i]!.end;
  }
  return undefined;
}

/** Every text inside `value` (a file's data) with its claims resolved; a new value, the input is left as it was. */
export function resolveDeep(value: unknown, lookup: (id: string) => string | undefined): unknown {
  if (typeof value === 'string') return resolveText(value, lookup);
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, lookup));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, lookup)]));
  return value;
}
