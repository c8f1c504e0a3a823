import type { ComponentProps, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from 'react-router-dom';
import rehypeReact from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isSafeBodyImage, isSafeBodyLink, isSitePath } from '../safeUrl.ts';

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

function BodyLink({ href, children }: ComponentProps<'a'>) {
  if (!href || !isSafeBodyLink(href)) return <>{children}</>;
  if (isSitePath(href)) return <Link to={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function BodyImage({ src, alt, title }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !isSafeBodyImage(src)) return null;
  // The real picture's proportions take over once loaded (height: auto); these reserve the space.
  return <img src={src} alt={alt ?? ''} title={title} width={1200} height={675} loading="lazy" decoding="async" />;
}

/**
 * Markdown to React elements through unified: remark-parse, remark-rehype, rehype-react.
 * Raw HTML (tags, comments, event handlers) never becomes part of the tree: remark-rehype drops it
 * because dangerous HTML is not allowed; links and pictures pass only with safe addresses.
 */
const processor = unified()
  .use(remarkParse)
  .use(headingsBelowTitle)
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeReact, { Fragment, jsx, jsxs, components: { a: BodyLink, img: BodyImage } });

export function renderMarkdown(markdown: string): ReactElement {
  return processor.processSync(markdown).result;
}
