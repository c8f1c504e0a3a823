import { createElement, type ReactNode } from 'react';
import { SiteLink } from '../../routing/address.tsx';
import { Picture } from '../../pictures/Picture.tsx';
import { isSafeBodyImage, isSafeBodyLink, isSitePath } from '../safeUrl.ts';
import type { BodyElement, BodyNode } from './tree.ts';
import './ArticleBody.css';

/** Every element markdown can produce; anything else keeps only its text. */
const TAGS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br', 'strong', 'em', 'del', 'code', 'pre', 'a', 'img']);

function BodyLink({ href, children }: { href: unknown; children: ReactNode }) {
  if (typeof href !== 'string' || !isSafeBodyLink(href)) return <>{children}</>;
  if (isSitePath(href)) return <SiteLink href={href}>{children}</SiteLink>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function BodyImage({ src, alt, title }: { src: unknown; alt: unknown; title: unknown }) {
  if (typeof src !== 'string' || !isSafeBodyImage(src)) return null;
  // A remote picture's proportions take over once loaded (height: auto); its fallback size reserves the space.
  return <Picture src={src} alt={typeof alt === 'string' ? alt : ''} title={typeof title === 'string' ? title : undefined} slot="article" load="lazy" fallbackHeight={675} />;
}

function render(node: BodyNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children?.map(render);
  const { href, src, alt, title, start, className } = node.props ?? ({} as NonNullable<BodyElement['props']>);
  if (node.tag === 'a') return <BodyLink key={key} href={href}>{children}</BodyLink>;
  if (node.tag === 'img') return <BodyImage key={key} src={src} alt={alt} title={title} />;
  if (!TAGS.has(node.tag)) return children;
  const props = { key, ...(typeof start === 'number' ? { start } : {}), ...(typeof className === 'string' ? { className } : {}) };
  return createElement(node.tag, props, children);
}

/** An article's text, from the body data its markdown was turned into (no markdown code here). */
export function ArticleBody({ body }: { body: readonly BodyNode[] }) {
  return <div className="article-body">{body.map(render)}</div>;
}
