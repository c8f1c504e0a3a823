import type { HeadData } from './buildHead.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside a <script> element: nothing in it can close the tag or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head as HTML for the prerendered page. Every managed element carries data-head so the client can replace it. */
export function headToHtml(head: HeadData): string {
  const parts = [`<title>${escapeText(head.title)}</title>`];
  for (const m of head.meta) {
    const key = m.name ? `name="${escapeAttr(m.name)}"` : `property="${escapeAttr(m.property ?? '')}"`;
    parts.push(`<meta data-head ${key} content="${escapeAttr(m.content)}">`);
  }
  for (const l of head.links) parts.push(`<link data-head rel="${escapeAttr(l.rel)}" href="${escapeAttr(l.href)}">`);
  for (const j of head.jsonLd) parts.push(`<script data-head type="application/ld+json">${jsonForScript(j)}</script>`);
  return parts.join('\n    ');
}
