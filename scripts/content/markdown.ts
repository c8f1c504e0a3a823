import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import rehypeReact from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { RenderedElement, RenderedNode } from '../../src/generated/content.ts';
import { isSafeHref } from '../../src/components/safeHref.ts';
import { firstTag, markdownFor } from './markdown-messages.ts';

type Tag = RenderedElement['tag'];

const TAGS: ReadonlySet<string> = new Set<Tag>(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br', 'strong', 'em', 'code', 'a']);
const isTag = (name: string): name is Tag => TAGS.has(name);
/** Elements whose whitespace-only text between children is layout noise, not content. */
const CONTAINERS: ReadonlySet<string> = new Set(['ul', 'ol', 'blockquote']);

/** Why a markdown construct is refused, in words for whoever edits the page file. */
const REFUSED: Record<string, string> = {
  html: 'HTML is not allowed in this text; use markdown only',
  image: 'pictures are not supported in this text',
  imageReference: 'pictures are not supported in this text',
  code: 'code blocks are not supported in this text',
};

/** A mistake in markdown text, with the line of the text it is on when known, and the fix when there is one. */
export class MarkdownError extends Error {
  constructor(
    message: string,
    readonly textLine?: number,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export interface MarkdownOptions {
  /** Section headings (## to ####); an answer to a question has none. Default true. */
  headings?: boolean;
}

/** Stops the build on markdown that would otherwise be dropped without a word (raw HTML, images, # headings). */
function refuseUnsupported(options: MarkdownOptions) {
  return (tree: MdastRoot) => {
    const walk = (node: MdastNodes) => {
      const reason = REFUSED[node.type];
      const line = node.position?.start.line;
      const tag = node.type === 'html' ? firstTag(node.value) : undefined;
      // This text has no pictures and no # headings, so <img> and <h1> get the advice that fits here.
      if (tag === 'img') throw new MarkdownError(REFUSED.image!, line);
      if (reason) throw new MarkdownError(reason, line, tag && markdownFor(tag, 2));
      if (node.type === 'heading' && options.headings === false) {
        throw new MarkdownError('headings are not available in this text', line, 'Remove the # signs at the start of the line; a blank line before it is enough to start a new paragraph.');
      }
      if (node.type === 'heading' && (node.depth === 1 || node.depth > 4)) {
        throw new MarkdownError('use ## for section headings and ### or #### below them; the page title is the hero headline', line);
      }
      if ('children' in node) node.children.forEach(walk);
    };
    walk(tree);
  };
}

const textOf = (nodes: RenderedNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : textOf(n.children ?? []))).join('');

const slugify = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';

/**
 * Markdown to a serialisable element tree, through the project's pipeline
 * (remark-parse, remark-rehype without raw HTML, rehype-react). rehype-react is handed a JSX
 * runtime that records plain data instead of React elements, so the page data carries the result
 * and the browser needs only a few lines to turn it into elements (no markdown code shipped).
 */
export function markdownToNodes(markdown: string, options: MarkdownOptions = {}): RenderedNode[] {
  const Fragment = Symbol('fragment');
  const usedIds = new Map<string, number>();
  let root: RenderedNode[] = [];

  const jsx = (type: unknown, props: Record<string, unknown>): RenderedNode[] => {
    const raw = props.children === undefined ? [] : Array.isArray(props.children) ? props.children : [props.children];
    let children = raw.flat(Infinity).filter((c): c is RenderedNode => typeof c === 'string' || (typeof c === 'object' && c !== null));
    if (type === Fragment) {
      root = children.filter((c) => typeof c !== 'string' || c.trim() !== '');
      return root;
    }
    if (typeof type !== 'string' || !isTag(type)) throw new Error(`<${String(type)}> is not supported in this text`);
    if (CONTAINERS.has(type)) children = children.filter((c) => typeof c !== 'string' || c.trim() !== '');
    const element: RenderedElement = { tag: type };
    if (type === 'a') {
      const href = typeof props.href === 'string' ? props.href : '';
      if (!isSafeHref(href)) throw new Error(`the link "${href}" must be a site path, an http(s) address, mailto: or tel:`);
      element.href = href;
    }
    if (type === 'ol' && typeof props.start === 'number' && props.start !== 1) element.start = props.start;
    if (type === 'h2' || type === 'h3' || type === 'h4') {
      const base = slugify(textOf(children));
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      element.id = seen ? `${base}-${seen + 1}` : base;
    }
    if (children.length) element.children = children;
    return [element];
  };

  unified()
    .use(remarkParse)
    .use(refuseUnsupported, options)
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeReact, { Fragment, jsx, jsxs: jsx, passKeys: false })
    .processSync(markdown);
  return root;
}
