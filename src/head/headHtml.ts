import type { HeadData } from './buildHead.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeForScript = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text made safe inside a <script> element: nothing in it can close the tag or start a comment. */
export const escapeJsonForScript = (json: string): string => json.replace(SCRIPT_UNSAFE, escapeForScript);

/** JSON that is safe inside a <script> element: nothing in it can close the tag or start a comment. */
export const jsonForScript = (value: unknown): string => escapeJsonForScript(JSON.stringify(value));

/** The head as HTML for the prerendered page. Every managed element carries data-head so the client can replace it. */
export function headToHtml(head: HeadData): string {
  const parts = [`<title>${escapeText(head.title)}</title>`];
  for (const m of head.meta) {
    const key = m.name ? `name="${escapeAttr(m.name)}"` : `property="${escapeAttr(m.property ?? '')}"`;
    parts.push(`<meta data-head ${key} content="${escapeAttr(m.content)}">`);
  }
  for (const l of head.links) {
    const extra = `${l.type ? ` type="${escapeAttr(l.type)}"` : ''}${l.title ? ` title="${escapeAttr(l.title)}"` : ''}`;
    parts.push(`<link data-head rel="${escapeAttr(l.rel)}"${extra} href="${escapeAttr(l.href)}">`);
  }
  for (const j of head.jsonLd) parts.push(`<script data-head type="application/ld+json">${jsonForScript(j)}</script>`);
  return parts.join('\n    ');
}
