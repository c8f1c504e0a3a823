import { createElement, type ReactNode } from 'react';
import type { RenderedNode } from '../../generated/content.ts';
import { SmartLink } from '../../components/SmartLink.tsx';

/**
 * Turns the element tree the build made from markdown into React elements. Only the tags the
 * schema lists exist, links go through SmartLink, and there is no HTML string anywhere, so the
 * markdown pipeline itself never reaches the browser.
 */
export function RenderedNodes({ nodes }: { nodes: readonly RenderedNode[] }): ReactNode {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const children = node.children ? <RenderedNodes nodes={node.children} /> : undefined;
    if (node.tag === 'a') {
      return <SmartLink key={i} href={node.href ?? ''}>{children}</SmartLink>;
    }
    if (node.tag === 'hr' || node.tag === 'br') return createElement(node.tag, { key: i });
    return createElement(node.tag, { key: i, id: node.id, start: node.start }, children);
  });
}
