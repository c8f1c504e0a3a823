import { createElement, type ReactNode } from 'react';
import type { RenderedNode } from '../../../generated/content.ts';
import { markdownToNodes } from '../../../../scripts/content/markdown.ts';
import { resolveText } from '../../../../scripts/content/claims/syntax.ts';
import type { ClaimValues } from './claimDom.ts';

/** The build's element tree as plain elements: links are shown, never followed, from inside the Studio. */
function Nodes({ nodes }: { nodes: readonly RenderedNode[] }): ReactNode {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const children = node.children ? <Nodes nodes={node.children} /> : undefined;
    if (node.tag === 'a') return <span key={i} className="rendered__link" title={node.href}>{children}</span>;
    if (node.tag === 'hr' || node.tag === 'br') return createElement(node.tag, { key: i });
    return createElement(node.tag, { key: i, start: node.start }, children);
  });
}

/** How a formatted text will read on the page, made by the build's own Markdown step, claims shown by value. */
export function Rendered({ text, claims, headings, label }: { text: string; claims: ClaimValues; headings: boolean; label: string }) {
  let content: ReactNode;
  try {
    const nodes = markdownToNodes(resolveText(text, (id) => claims.get(id)?.value), { headings });
    content = nodes.length ? <Nodes nodes={nodes} /> : <p className="rendered__empty">Nothing written yet.</p>;
  } catch (err) {
    content = <p className="rendered__empty">It cannot be shown yet: {err instanceof Error ? err.message : String(err)}.</p>;
  }
  return (
    <div className="rendered" role="group" aria-label={label}>
      <p className="rendered__label" aria-hidden="true">How it reads on the page</p>
      {content}
    </div>
  );
}
