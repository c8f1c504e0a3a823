import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Block, Page } from '../../../src/generated/content.ts';
import { linkNowhere } from '../markdown-messages.ts';
import { sentence, type Places } from '../places.ts';
import type { ContentProblem } from '../problem.ts';
import { missingAddress, type SiteAddresses } from '../site-addresses.ts';
import { textPosition } from '../text-position.ts';
import { locate } from '../validate-source.ts';
import { capitalise } from '../words.ts';
import type { YamlSource } from '../yaml-source.ts';

interface MarkdownField {
  path: (string | number)[];
  text: string;
  /** How the message names the text: "" for the block's one text, 'the answer to "…": ' in a list. */
  what: string;
}

/** The markdown texts of a block, the ones scripts/content/prepare.ts turns into elements. */
function markdownFields(block: Block): MarkdownField[] {
  switch (block.type) {
    case 'prose':
      return [{ path: ['markdown'], text: block.markdown, what: '' }];
    case 'faq':
      return block.items.map((q, j) => ({ path: ['items', j, 'answer'], text: q.answer, what: `the answer to "${q.question}": ` }));
    default:
      return [];
  }
}

/** Every [words](/address) and `[name]: /address` of a markdown text that starts with / (claims left alone). */
function sitePathLinks(markdown: string): { url: string; line: number; column: number }[] {
  const out: { url: string; line: number; column: number }[] = [];
  const walk = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'definition') && /^\/(?!\/)/.test(node.url) && !node.url.includes('{{')) {
      out.push({ url: node.url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(unified().use(remarkParse).parse(markdown) as Root);
  return out;
}

/**
 * Links inside the markdown of page blocks (a legal text, an answer) to pages or files this site
 * does not have, at their line in the page file. Links of other kinds are refused by the build's
 * preparation, which reports them itself.
 */
export function markdownFieldLinks<P extends { file: string; page: Page }>(
  pages: readonly P[],
  sources: ReadonlyMap<string, YamlSource>,
  site: SiteAddresses,
  placesOf: (page: P) => Places,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of pages) {
    const { file, page } = entry;
    const source = sources.get(file);
    if (!source) continue;
    const places = placesOf(entry);
    page.blocks.forEach((block, i) => {
      for (const field of markdownFields(block)) {
        const path = ['blocks', i, ...field.path];
        for (const link of sitePathLinks(field.text)) {
          const missing = missingAddress(link.url, site);
          if (!missing) continue;
          const { message, hint } = linkNowhere(link.url, missing);
          const text = sentence(places.where(['blocks', i]), capitalise(field.what ? field.what + message.charAt(0).toLowerCase() + message.slice(1) : message));
          const at = textPosition(source, path, link.line, link.column) ?? locate(source, { path, at: 'value', message: text });
          problems.push({ file, line: at.line, col: at.col, message: text, hint, path });
        }
      }
    });
  }
  return problems;
}
