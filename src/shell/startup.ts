/** Runs `start` once the document has been parsed (at once if it already has). */
export function whenDocumentReady(start: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * The element the app renders into, with any loading placeholder taken away first.
 * Logs 'Root element not found' and returns null when the page has no root element.
 */
export function takeRoot(doc: Document = document): HTMLElement | null {
  const root = doc.getElementById('root');
  if (!root) {
    console.error('Root element not found');
    return null;
  }
  doc.getElementById('loading-placeholder')?.remove();
  return root;
}
