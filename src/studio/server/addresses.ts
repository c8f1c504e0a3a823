import { parse } from 'yaml';
import { isPlainObject } from '../yaml/data.ts';

/**
 * Moving a page or a post changes its address: every link to it follows. These are the pure parts
 * (no files): an address with what may follow it, links inside formatted text, every text value of
 * a file's data, and the site settings' list of moved addresses.
 */

/** `/blog/old/` and `/blog/old` are one address; the root stays `/`. */
export const normaliseAddress = (address: string): string => (address.length > 1 ? address.replace(/\/+$/, '') : address);

/** The value with `from` replaced by `to` when it is that address (with a #section or ?query kept), else undefined. */
export function movedHref(value: string, from: string, to: string): string | undefined {
  const match = /^([^?#]*)([?#].*)?$/.exec(value);
  if (!match || !match[1] || normaliseAddress(match[1]) !== normaliseAddress(from)) return undefined;
  return to + (match[2] ?? '');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Links in formatted text: `[words](/old#x)`, `![picture](/old)` and `[name]: /old`, the address replaced. */
export function moveInText(text: string, from: string, to: string): string {
  const address = `${escape(normaliseAddress(from))}/?`;
  const inline = new RegExp(`(\\]\\(\\s*<?)${address}(?=[)#?\\s>])`, 'g');
  const reference = new RegExp(`(^[ \\t]{0,3}\\[[^\\]\\n]+\\]:[ \\t]*<?)${address}(?=[#?\\s>]|$)`, 'gm');
  return text.replace(inline, `$1${to}`).replace(reference, `$1${to}`);
}

type Path = (string | number)[];

/**
 * A file's data with every link to `from` pointing at `to`: values that are the address, and links
 * inside formatted text. `skip` leaves some fields alone (the site's moved-address list). The
 * count says how many values changed.
 */
export function moveInData(data: unknown, from: string, to: string, skip: (path: Path) => boolean = () => false): { data: unknown; count: number } {
  let count = 0;
  const walk = (value: unknown, path: Path): unknown => {
    if (skip(path)) return value;
    if (typeof value === 'string') {
      const next = movedHref(value, from, to) ?? (value.includes('](') || value.includes(']:') ? moveInText(value, from, to) : value);
      if (next !== value) count++;
      return next;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, i]));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  const out = walk(data, []);
  return { data: count ? out : data, count };
}

export interface MovedAddress {
  from: string;
  to: string;
}

/**
 * The site settings' moved addresses after `from` moved to `to`: entries that led to `from` now lead
 * to `to` (no chains), an entry for `to` is dropped (it is a page again), and `from → to` is added.
 */
export function withMovedAddress(list: unknown, from: string, to: string): MovedAddress[] {
  const entries = (Array.isArray(list) ? list : []).filter((e): e is MovedAddress => isPlainObject(e) && typeof e.from === 'string' && typeof e.to === 'string');
  const next = entries
    .filter((e) => normaliseAddress(e.from) !== normaliseAddress(to))
    .map((e) => (movedHref(e.to, from, to) !== undefined ? { ...e, to: movedHref(e.to, from, to)! } : e));
  if (normaliseAddress(from) !== normaliseAddress(to) && !next.some((e) => normaliseAddress(e.from) === normaliseAddress(from))) next.push({ from, to });
  return next;
}

/** `{{old}}` written anywhere in a text, with or without spaces inside the braces, renamed to `{{new}}`. */
export function renameClaimInText(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`\\{\\{\\s*${escape(from)}\\s*\\}\\}`, 'g'), `{{${to}}}`);
}

export const readData = (text: string): unknown => {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

