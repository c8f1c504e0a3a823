import { Extension, Node } from '@tiptap/core';

/** Draws a claim's chip (its value, which figure or fact it is) into the element the editor keeps for it. */
export type PaintChip = (el: HTMLElement, token: string) => void;

const TOKEN = /^\{\{[^{}]*\}\}/;

/**
 * A {{claim}} inside formatted text: one unit the caret moves over, shown as a chip with the claim's
 * value, written back as the token it was, byte for byte.
 */
export const ClaimNode = Node.create<{ paint?: PaintChip }>({
  name: 'claim',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ paint: undefined }),
  addAttributes: () => ({ token: { default: '' } }),
  parseHTML: () => [{ tag: 'span[data-token]', getAttrs: (el) => (TOKEN.test(el.getAttribute('data-token') ?? '') ? { token: el.getAttribute('data-token') } : false) }],
  renderHTML: ({ node }) => ['span', { 'data-token': node.attrs.token }, node.attrs.token],
  renderText: ({ node }) => node.attrs.token,
  markdownTokenName: 'claim',
  markdownTokenizer: {
    name: 'claim',
    level: 'inline',
    start: (src: string) => src.indexOf('{{'),
    tokenize: (src: string) => {
      const m = TOKEN.exec(src);
      return m ? { type: 'claim', raw: m[0], text: m[0] } : undefined;
    },
  },
  parseMarkdown: (token, helpers) => helpers.createNode('claim', { token: token.raw }),
  // A chip that is a link's whole text (an email address from the facts) keeps its link.
  renderMarkdown: (node) => {
    const token = String(node.attrs?.token ?? '');
    const link = (node.marks as { type: string; attrs?: { href?: string } }[] | undefined)?.find((m) => m.type === 'link');
    return link?.attrs?.href ? `[${token}](${link.attrs.href})` : token;
  },
  addNodeView() {
    const paint = this.options.paint;
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.contentEditable = 'false';
      dom.setAttribute('data-token', node.attrs.token);
      paint?.(dom, node.attrs.token);
      return { dom, ignoreMutation: () => true };
    };
  },
});

const CLAIM_LINK = /^\[(\{\{[^{}]*\}\})\]\(([^()\s]+)\)/;

/**
 * A link whose words are one claim ([{{contact-email}}](mailto:{{contact-email}})): read as the
 * claim's chip carrying the link, since the Markdown extension puts links on words only.
 */
export const ClaimLink = Extension.create({
  name: 'claimLink',
  markdownTokenName: 'claimLink',
  markdownTokenizer: {
    name: 'claimLink',
    level: 'inline',
    start: (src: string) => src.indexOf('[{{'),
    tokenize: (src: string) => {
      const m = CLAIM_LINK.exec(src);
      return m ? { type: 'claimLink', raw: m[0], text: m[1], href: m[2] } : undefined;
    },
  },
  parseMarkdown: (token) => ({ type: 'claim', attrs: { token: token.text }, marks: [{ type: 'link', attrs: { href: token.href } }] }),
});
