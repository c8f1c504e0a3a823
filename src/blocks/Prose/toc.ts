import type { RenderedElement, RenderedNode } from '../../generated/content.ts';

export interface TocEntry {
  id: string;
  text: string;
}

const textOf = (nodes: readonly RenderedNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : textOf(n.children ?? []))).join('');

const isSection = (n: RenderedNode): n is RenderedElement & { id: string } =>
  typeof n !== 'string' && n.tag === 'h2' && typeof n.id === 'string';

/** The table of contents: one entry per section heading (##) of the text. */
export function tableOfContents(document: readonly RenderedNode[]): TocEntry[] {
  return document.filter(isSection).map((h) => ({ id: h.id, text: textOf(h.children ?? []) }));
}
