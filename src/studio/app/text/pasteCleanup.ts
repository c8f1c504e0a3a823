/**
 * Word writes its lists as paragraphs with a typed bullet or number (class MsoListParagraph, style
 * mso-list) instead of list elements; turned into real lists here, the editor keeps them as lists.
 * Everything else the editor's schema sorts out itself (it keeps only what the field allows).
 */
export function wordListsToLists(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let list: HTMLElement | undefined;
  for (const p of Array.from(doc.body.querySelectorAll('p'))) {
    if (!/mso-list/i.test(p.getAttribute('style') ?? '') && !/MsoListParagraph/i.test(p.className)) {
      list = undefined;
      continue;
    }
    // The typed marker sits in a span marked mso-list:Ignore (in a conditional comment's place).
    const marker = Array.from(p.querySelectorAll('span')).find((s) => /mso-list:\s*ignore/i.test(s.getAttribute('style') ?? ''));
    const numbered = /^\s*\w{1,3}[.)]/.test(marker?.textContent ?? '');
    marker?.remove();
    const tag = numbered ? 'OL' : 'UL';
    if (!list || list.tagName !== tag || list.nextElementSibling !== p) {
      list = doc.createElement(tag);
      p.before(list);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(p.childNodes));
    list.append(item);
    p.remove();
  }
  return doc.body.innerHTML;
}
