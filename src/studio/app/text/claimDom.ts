import { findReferences } from '../../../../scripts/content/claims/syntax.ts';

/** A figure or fact as the text boxes show it: its value, and what it is. */
export interface ClaimInfo {
  value: string;
  kind: 'figure' | 'fact';
  /** What it measures or is, in the editor's words (the claim's "about"). */
  about?: string;
}

export type ClaimValues = ReadonlyMap<string, ClaimInfo>;

// A text box's content is text nodes and one chip per {{claim}}: the chip shows the claim's value and
// keeps the token it stands for, so the text it gives back is exactly the text it was given.
export const CHIP = 'data-claim';
const TOKEN = 'data-token';
const END = 'data-end';

export const claimLabel = (id: string, info: ClaimInfo | undefined): string =>
  info ? `${info.kind === 'figure' ? 'figure' : 'fact'}: ${info.about ?? id}` : `“${id}” is not one of the figures and facts`;

function chip(doc: Document, token: string, id: string, info: ClaimInfo | undefined): HTMLElement {
  const el = doc.createElement('span');
  el.contentEditable = 'false';
  el.setAttribute(TOKEN, token);
  fillChip(el, token, id, info);
  return el;
}

/** Makes `el` the chip of a claim: its value, and which figure or fact it is (the rich-text editor draws its chips with it too). */
export function fillChip(el: HTMLElement, token: string, id: string, info: ClaimInfo | undefined): void {
  const doc = el.ownerDocument;
  el.setAttribute(CHIP, id);
  el.className = info ? 'claim-chip' : 'claim-chip claim-chip--unknown';
  el.title = `${info ? info.value : token}: ${claimLabel(id, info)}. Click to open it.`;
  // Screen readers hear which claim the value is; it is never part of the text.
  const hidden = doc.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` (${claimLabel(id, info)})`;
  el.replaceChildren(doc.createTextNode(info ? info.value : id), hidden);
}

/** Fills a text box with `text`: words as text, each {{claim}} as its chip. */
export function renderClaimText(el: HTMLElement, text: string, claims: ClaimValues): void {
  const doc = el.ownerDocument;
  const nodes: Node[] = [];
  let at = 0;
  for (const ref of findReferences(text)) {
    if (ref.start > at) nodes.push(doc.createTextNode(text.slice(at, ref.start)));
    nodes.push(chip(doc, text.slice(ref.start, ref.end), ref.id, claims.get(ref.id)));
    at = ref.end;
  }
  if (at < text.length) nodes.push(doc.createTextNode(text.slice(at)));
  // A last empty line shows only with something after it.
  if (text.endsWith('\n')) {
    const br = doc.createElement('br');
    br.setAttribute(END, '');
    nodes.push(br);
  }
  el.replaceChildren(...nodes);
}

/** The text a box holds: its words, and the token of each chip. */
export function serialiseClaimText(el: HTMLElement): string {
  const root: Node = el;
  let out = '';
  const walk = (node: Node, first: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += node.nodeValue ?? '';
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    if (node.hasAttribute(TOKEN)) {
      out += node.getAttribute(TOKEN);
      return;
    }
    if (node.tagName === 'BR') {
      // A line break, except the one browsers keep at the very end so a last empty line shows.
      if (!node.hasAttribute(END) && !(node.parentNode === root && !node.nextSibling)) out += '\n';
      return;
    }
    // Some browsers wrap a new line in a block of its own.
    if ((node.tagName === 'DIV' || node.tagName === 'P') && !first) out += '\n';
    node.childNodes.forEach((child, i) => walk(child, i === 0));
  };
  el.childNodes.forEach((child, i) => walk(child, i === 0));
  return out;
}

/** Offset in the text (chips count as their whole token) of a point in the box. */
function offsetOf(el: HTMLElement, container: Node, offset: number): number {
  const range = el.ownerDocument.createRange();
  range.setStart(el, 0);
  range.setEnd(container, offset);
  const fragment = range.cloneContents();
  const holder = el.ownerDocument.createElement('div');
  holder.append(fragment);
  return serialiseClaimText(holder).length;
}

/** The selection inside the box as offsets into its text, or undefined when it is elsewhere. */
export function selectionIn(el: HTMLElement): { start: number; end: number } | undefined {
  const selection = el.ownerDocument.getSelection();
  if (!selection || !selection.rangeCount) return undefined;
  const range = selection.getRangeAt(0);
  if (!el.contains(range.startContainer) || !el.contains(range.endContainer)) return undefined;
  return { start: offsetOf(el, range.startContainer, range.startOffset), end: offsetOf(el, range.endContainer, range.endOffset) };
}

/** A point of the box for an offset of its text (never inside a chip: just after it). */
function pointAt(el: HTMLElement, offset: number): { node: Node; offset: number } {
  let left = offset;
  const children = Array.from(el.childNodes);
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const length = node.nodeType === Node.TEXT_NODE ? (node.nodeValue ?? '').length : node instanceof HTMLElement && node.hasAttribute(TOKEN) ? node.getAttribute(TOKEN)!.length : node instanceof HTMLElement && node.tagName === 'BR' && !node.hasAttribute(END) ? 1 : 0;
    if (node.nodeType === Node.TEXT_NODE && left <= length) return { node, offset: left };
    if (left < length || (left === length && node.nodeType !== Node.TEXT_NODE)) return { node: el, offset: i + 1 };
    left -= length;
  }
  return { node: el, offset: children.filter((c) => !(c instanceof HTMLElement && c.hasAttribute(END))).length };
}

/** Puts the selection at offsets of the box's text. */
export function selectIn(el: HTMLElement, start: number, end = start): void {
  const selection = el.ownerDocument.getSelection();
  if (!selection) return;
  const a = pointAt(el, start);
  const b = pointAt(el, end);
  const range = el.ownerDocument.createRange();
  range.setStart(a.node, a.offset);
  range.setEnd(b.node, b.offset);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The ids of the claims a text names, in order, each once. */
export const claimsIn = (text: string): string[] => [...new Set(findReferences(text).map((r) => r.id))];
