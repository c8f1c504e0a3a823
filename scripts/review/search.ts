/**
 * A page as a search engine lists it: the title cut at about 60 characters and the description at
 * about 160 (where Google's result cuts them on a desktop), the address as a breadcrumb.
 */
import type { Snippet } from './types.ts';

export const TITLE_CHARS = 60;
export const DESCRIPTION_CHARS = 160;

/** A text cut at a word boundary before `max` characters, with " …" where it was cut. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')} …`;
}

/** "https://www.example.com/services/chatbots" → "www.example.com › services › chatbots". */
export function breadcrumb(url: string): string {
  try {
    const parsed = new URL(url);
    return [parsed.host, ...parsed.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p))].join(' › ');
  } catch {
    return url;
  }
}

export const snippetOf = (head: { title: string; description: string; canonical: string }): Snippet => ({
  title: cutAt(head.title, TITLE_CHARS),
  url: breadcrumb(head.canonical),
  description: cutAt(head.description, DESCRIPTION_CHARS),
});
