/**
 * Pages changed in the very same way are told once: a menu label on every page, a block's style on
 * every page that has the block. Two pages change the same way when their words, the texts that
 * changed on them, and what was added to and taken from their pictures, links, head, styles and
 * markup are the same. Only the first few of a group are photographed: the pictures of the others
 * would show the same change, and photographing 27 pages would take minutes.
 */
import { diffArrays } from 'diff';
import type { RouteDiff } from './compare-pages.ts';
import type { PageGroup, PageReview } from './types.ts';

/** A group this large or larger is pictured by its first PICTURED pages. */
export const GROUP_FROM = 3;
export const PICTURED = 2;

/** What was taken out of a list and put into it, in order: the same edit to two pages gives the same delta. */
function delta(before: readonly string[], after: readonly string[]): string[] {
  return diffArrays([...before], [...after]).flatMap((part) => (part.added ? part.value.map((v) => `+${v}`) : part.removed ? part.value.map((v) => `-${v}`) : []));
}

/** The change of one page, without what is its own (its address, its other content). */
export function changeSignature(page: PageReview, diff: RouteDiff): string {
  const [b, a] = [diff.snapshots.before, diff.snapshots.after];
  if (diff.status !== 'changed' || !b || !a) return `${diff.status} ${diff.route}`;
  const rules = (css: string) => css.split('}').map((r) => r.trim());
  const tags = (html: string) => html.split('>');
  return JSON.stringify({
    words: page.words,
    everyPage: page.everyPage,
    texts: page.texts,
    head: page.head,
    search: page.search && [page.search.before?.title, page.search.after?.title, page.search.before?.description, page.search.after?.description],
    images: delta(b.images.map((i) => JSON.stringify(i)), a.images.map((i) => JSON.stringify(i))),
    links: delta(b.links.map((l) => JSON.stringify(l)), a.links.map((l) => JSON.stringify(l))),
    styles: delta(rules(b.styles), rules(a.styles)),
    markup: delta(tags(b.markup), tags(a.markup)),
  });
}

/** Pages grouped by their change, in address order of each group's first page; which of them to photograph. */
export function groupPages(pages: readonly PageReview[], signature: (page: PageReview) => string): PageGroup[] {
  const bySignature = new Map<string, PageReview[]>();
  for (const page of pages) {
    const key = page.status === 'changed' ? signature(page) : `${page.status} ${page.route}`;
    bySignature.set(key, [...(bySignature.get(key) ?? []), page]);
  }
  // The not-found page shows the change least like a page people visit: last choice for pictures.
  const typical = (group: PageReview[]) => [...group].sort((a, b) => Number(a.route === '/404') - Number(b.route === '/404'));
  return [...bySignature.values()].map((group) => ({
    pages: group,
    pictured: (group.length >= GROUP_FROM ? typical(group).slice(0, PICTURED) : group).filter((p) => p.status !== 'removed').map((p) => p.route),
  }));
}
