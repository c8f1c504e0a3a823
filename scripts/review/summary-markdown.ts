/**
 * The review as a GitHub job summary: the words, each page's change, search results and weight,
 * and where the pictures are. GitHub shows at most 1 MB and no data: pictures, so the pictures
 * stay in the HTML report (the run's artifact).
 */
import { escapeMarkdown } from '../content/changes/format.ts';
import type { ReviewReport } from './types.ts';
import { headingOf, NO_VISIBLE_CHANGE_LINE, pageLead, sizeChange, summaryLine, textChangeLine, textsNeedSaying } from './report/words.ts';

/** GitHub's limit for a step summary; the summary stops well before it. */
export const SUMMARY_LIMIT = 1024 * 1024;
/** Bytes, not characters: a page in Bengali takes three bytes a letter. */
const BUDGET = 900 * 1024;
export const CUT_LINE = '_The rest is in the report: this summary is kept under GitHub’s 1 MB._';

const md = escapeMarkdown;
const encoder = new TextEncoder();

/** Lines up to the byte budget; past it, one line saying where the rest is, and nothing more. */
class Lines {
  readonly out: string[] = [];
  private bytes = 0;
  full = false;
  push(...lines: string[]): void {
    for (const line of lines) {
      if (this.full) return;
      const size = encoder.encode(line).length + 1;
      if (this.bytes + size > BUDGET) {
        this.full = true;
        this.out.push('', CUT_LINE, '');
        return;
      }
      this.out.push(line);
      this.bytes += size;
    }
  }
}

export function summaryMarkdown(report: ReviewReport, pointer: string): string {
  const out = new Lines();
  out.push(
    '## Review of the change',
    '',
    `${md(report.head.label)}${report.head.sha ? ` (\`${report.head.sha.slice(0, 12)}\`)` : ''} compared with ${md(report.base.label)} (\`${report.base.sha.slice(0, 12)}\`).`,
    '',
    `**${report.noVisibleChange ? NO_VISIBLE_CHANGE_LINE : summaryLine(report)}**`,
    '',
  );
  if (report.everyPage.length) out.push('**On every page:**', '', ...report.everyPage.map((s) => `- ${md(s)}`), '');
  if (report.files.length) {
    out.push('### In words', '');
    for (const f of report.files) {
      out.push(`**${md(f.name)}** (\`${f.file}\`)`, '');
      for (const c of f.changes) {
        const claim = report.claims.find((k) => k.file === f.file && k.sentence === c.sentence && k.line === c.line);
        const shown = claim ? ` — shown on ${claim.shownOn.map((s) => md(s.name)).join(', ') || 'no page'}` : '';
        out.push(`- ${md(c.sentence)}${c.line ? ` (line ${c.line})` : ''}${shown}`);
      }
      out.push('');
    }
  }
  if (report.groups.length) out.push('### Pages', '');
  for (const group of report.groups) {
    const [page] = group.pages;
    const title = group.pages.length > 1 ? `The same change on ${group.pages.length} pages: ${group.pages.map((p) => `${md(p.name)} (\`${p.route}\`)`).join(', ')}` : `${md(headingOf(page!))}`;
    out.push(`#### ${title}`, '');
    out.push(...pageLead(page!).map((l) => `- ${md(l)}`));
    if (textsNeedSaying(page!)) out.push(...page!.texts.slice(0, 20).map((t) => `- ${md(textChangeLine(t))}`));
    if (page!.search) {
      const s = page!.search;
      out.push(`- In search results: ${s.before ? `"${md(s.before.title)}" — ${md(s.before.description)}` : '(new)'} → ${s.after ? `"${md(s.after.title)}" — ${md(s.after.description)}` : '(removed)'}`);
    }
    out.push(...page!.head.map((l) => `- ${md(l)}`));
    out.push(...page!.brokenLinks.map((l) => `- Link that now leads nowhere: "${md(l.text)}" → \`${l.href}\``));
    for (const p of group.pages) out.push(`- ${group.pages.length > 1 ? `${md(p.name)}: ` : ''}first-load JavaScript ${sizeChange(p.js)}, HTML ${sizeChange(p.html)}`);
    out.push('');
    if (out.full) break;
  }
  if (report.scriptsOnly.length) out.push(`Scripts changed with nothing visible on: ${report.scriptsOnly.map((s) => `\`${s.route}\``).join(', ')}.`, '');
  // Where the pictures are, always: past the budget too.
  return [...out.out, pointer, ''].join('\n');
}
