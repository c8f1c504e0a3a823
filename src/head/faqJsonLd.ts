import type { Page, RenderedNode } from '../generated/content.ts';

/** Elements that stand on lines of their own in plain text. */
const BLOCKS = new Set(['p', 'li', 'blockquote', 'h2', 'h3', 'h4']);

/** The words of an element tree, each paragraph and list item on its own line. */
export function plainText(nodes: readonly RenderedNode[]): string {
  const walk = (list: readonly RenderedNode[]): string =>
    list
      .map((n) => {
        if (typeof n === 'string') return n;
        if (n.tag === 'br') return '\n';
        const inner = walk(n.children ?? []);
        return BLOCKS.has(n.tag) ? `\n${inner}\n` : inner;
      })
      .join('');
  return walk(nodes)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * One FAQPage for every question of the page's faq blocks (search engines expect one per page),
 * made from the same content the page shows: the question, and the answer's text as prepared
 * from its markdown (the markdown itself when a block has not been prepared).
 */
export function faqPage(blocks: Page['blocks']): Record<string, unknown> | undefined {
  const questions = blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  if (!questions.length) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.document ? plainText(q.document) : q.answer },
    })),
  };
}
