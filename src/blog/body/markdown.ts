import rehypeReact from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { BodyElement, BodyNode } from './tree.ts';

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

/**
 * The page title is the only h1, so the body's top heading level becomes h2 whatever the author
 * used (# or ##), and the levels below follow in order.
 */
function headingsBelowTitle() {
  return (tree: MdNode) => {
    const headings: MdNode[] = [];
    const walk = (n: MdNode) => {
      if (n.type === 'heading') headings.push(n);
      n.children?.forEach(walk);
    };
    walk(tree);
    const top = Math.min(...headings.map((h) => h.depth ?? 1));
    for (const h of headings) h.depth = Math.min(6, (h.depth ?? 1) - top + 2);
  };
}

/** The only attributes markdown gives elements (links, pictures, numbered lists, code languages). */
const KEPT = ['href', 'src', 'alt', 'title', 'start', 'className'] as const;

const Fragment = Symbol('fragment');

/** A JSX runtime for rehype-react that records elements as data instead of creating them. */
function record(type: unknown, props: Record<string, unknown>): BodyNode[] {
  const raw: unknown[] = props.children === undefined ? [] : [props.children].flat(Infinity);
  const children = raw.filter((c): c is BodyNode => typeof c === 'string' || (typeof c === 'object' && c !== null));
  if (type === Fragment) return children;
  const element: BodyElement = { tag: String(type) };
  const kept = KEPT.filter((k) => typeof props[k] === 'string' || typeof props[k] === 'number').map((k) => [k, props[k] as string | number]);
  if (kept.length) element.props = Object.fromEntries(kept);
  if (children.length) element.children = children;
  return [element];
}

/**
 * Markdown to body data through unified: remark-parse, remark-rehype, rehype-react. Raw HTML (tags,
 * comments, event handlers) never becomes part of the tree: remark-rehype drops it because
 * dangerous HTML is not allowed; links and pictures are checked again when rendered.
 */
const processor = unified()
  .use(remarkParse)
  .use(headingsBelowTitle)
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeReact, { Fragment, jsx: record, jsxs: record, passKeys: false });

export function markdownToBody(markdown: string): BodyNode[] {
  return processor.processSync(markdown).result as BodyNode[];
}
