import type { HeadData } from './buildHead.ts';

/**
 * Brings document.head in line with a page's head data after a client-side navigation.
 * The elements are managed by hand rather than rendered by React so that hydration never
 * has to reconcile the prerendered head.
 */
export function applyHead(head: HeadData, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title;
  doc.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const frag = doc.createDocumentFragment();
  for (const m of head.meta) {
    const el = doc.createElement('meta');
    el.setAttribute('data-head', '');
    if (m.name) el.setAttribute('name', m.name);
    if (m.property) el.setAttribute('property', m.property);
    el.setAttribute('content', m.content);
    frag.append(el);
  }
  for (const l of head.links) {
    const el = doc.createElement('link');
    el.setAttribute('data-head', '');
    el.rel = l.rel;
    if (l.type) el.type = l.type;
    if (l.title) el.title = l.title;
    el.href = l.href;
    frag.append(el);
  }
  for (const j of head.jsonLd) {
    const el = doc.createElement('script');
    el.setAttribute('data-head', '');
    el.type = 'application/ld+json';
    el.textContent = JSON.stringify(j);
    frag.append(el);
  }
  doc.head.append(frag);
}
