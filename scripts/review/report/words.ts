/** Small wordings shared by the HTML report and the Markdown summary. */
import { kb } from '../../build/budget.ts';
import type { TextChange } from '../compare-pages.ts';
import { wordsWithMove } from '../moves.ts';
import type { PageReview, ReviewReport, Size } from '../types.ts';

export const LOOK_ONLY = 'Look changed (no text changed).';
export const EVERY_PAGE_TOO = 'Plus the change on every page (above).';
export const EVERY_PAGE_ONLY = 'The change on every page (above).';
export const NO_VISIBLE_CHANGE_LINE = 'No visible change.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 pages changed, 1 new page, 24 pages unchanged." */
export function summaryLine(report: ReviewReport): string {
  const pages = report.groups.flatMap((g) => g.pages);
  const count = (status: PageReview['status']) => pages.filter((p) => p.status === status && !p.movedFrom).length;
  const moved = pages.filter((p) => p.movedFrom).length;
  const parts = [
    count('changed') && `${plural(count('changed'), 'page')} changed`,
    moved && `${plural(moved, 'page')} moved`,
    count('added') && plural(count('added'), 'new page'),
    count('removed') && `${plural(count('removed'), 'page')} removed`,
    report.scriptsOnly.length && `${plural(report.scriptsOnly.length, 'page')} with changed scripts only`,
    `${plural(report.unchanged, 'page')} unchanged`,
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

/** "95.4 KB → 95.6 KB (+0.2 KB)", "95.4 KB → 95.4 KB (+6 bytes)", "12.0 KB (new)", "the same (95.4 KB)". */
export function sizeChange(size: Size): string {
  const { before, after } = size;
  if (before === undefined && after === undefined) return 'not recorded';
  if (before === undefined) return `${kb(after!)} (new)`;
  if (after === undefined) return `${kb(before)} (removed)`;
  if (before === after) return `the same (${kb(after)})`;
  const delta = Math.abs(after - before);
  const sign = after > before ? '+' : '−';
  return `${kb(before)} → ${kb(after)} (${sign}${delta < 1024 ? `${delta} byte${delta === 1 ? '' : 's'}` : kb(delta)})`;
}

/** A text of the page that changed: `Hero (…): "a" → "b"`. */
export function textChangeLine(t: TextChange): string {
  if (t.kind === 'added') return `${t.section}: "${t.after}" (added)`;
  if (t.kind === 'removed') return `${t.section}: "${t.before}" (removed)`;
  return `${t.section}: "${t.before}" → "${t.after}"`;
}

/** The statement under a page's name: its words, or why it changed when no content file says. */
export function pageLead(page: PageReview): string[] {
  if (page.status === 'removed') return [`This page is gone (it was at ${page.route}).`];
  const lines = wordsWithMove(page);
  if (page.everyPage) lines.push(lines.length ? EVERY_PAGE_TOO : EVERY_PAGE_ONLY);
  if (page.lookOnly) lines.push(LOOK_ONLY);
  return lines;
}

/** Whether the texts that changed on the page need saying: no words of a content file explain them. */
export const textsNeedSaying = (page: PageReview): boolean => page.status === 'changed' && page.texts.length > 0 && !page.words.length && !page.everyPage;

export const headingOf = (page: PageReview): string =>
  `${page.name} (${page.route})${page.movedFrom ? ', moved' : page.status === 'added' ? ', new page' : page.status === 'removed' ? ', removed' : ''}`;
