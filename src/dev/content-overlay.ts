import { CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, OVERLAY_TAG, PROBLEMS_DATA_ID, type ContentReport } from '../routing/devEvents.ts';
import { OVERLAY_STYLE } from './overlay-style.ts';

/**
 * The dev server's content overlay: a content mistake explained for whoever edits the files,
 * exactly as `npm run validate` words it (file and line, the plain message and its fix, the code
 * frame), over the last version of the page that worked. It needs nothing of the app, so it shows
 * even when the app cannot start, and it goes away by itself once the file is fixed. The content
 * plugin adds it to pages in `npm start` only; nothing of the site imports it.
 */

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** One problem as formatProblem printed it: its first line (where and what), then the code frame. */
function problemView(text: string): HTMLElement {
  const [where = '', ...frame] = text.replace(/\n$/, '').split('\n');
  const item = element('li', 'problem');
  item.append(element('p', 'where', where));
  if (frame.length) item.append(element('pre', 'frame', frame.join('\n')));
  return item;
}

function hide(): void {
  document.querySelector(OVERLAY_TAG)?.remove();
  document.removeEventListener('keydown', onKey);
}

function onKey(event: KeyboardEvent): void {
  if (event.key === 'Escape') hide();
}

function show(report: ContentReport): void {
  hide();
  const host = document.createElement(OVERLAY_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = OVERLAY_STYLE;
  const panel = element('section', 'panel');
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', 'content-overlay-title');
  const title = element('h2', 'title', 'A content file needs fixing');
  title.id = 'content-overlay-title';
  const intro = element('p', 'intro', 'The page shows the last version that worked. Fix the file and save: this page updates by itself.');
  const list = element('ol', 'problems');
  list.append(...report.problems.map(problemView));
  const close = element('button', 'close', 'Hide');
  close.type = 'button';
  close.addEventListener('click', hide);
  panel.append(title, intro, list, element('p', 'summary', report.summary), close);
  root.append(style, element('div', 'backdrop'), panel);
  document.body.append(host);
  document.addEventListener('keydown', onKey);
}

const embedded = document.getElementById(PROBLEMS_DATA_ID)?.textContent;
if (embedded) show(JSON.parse(embedded) as ContentReport);

if (import.meta.hot) {
  import.meta.hot.on(CONTENT_PROBLEMS_EVENT, show);
  import.meta.hot.on(CONTENT_CHANGED_EVENT, hide);
}
