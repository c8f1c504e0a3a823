/** Where a review goes: the HTML report on disk, the job summary, the annotations, the terminal. */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { summaryLine as problemsLine } from '../content/problem.ts';
import { reportHtml } from './report/html.tsx';
import { headingOf, NO_VISIBLE_CHANGE_LINE, pageLead, summaryLine } from './report/words.ts';
import type { ReviewOutcome } from './review.ts';
import { summaryMarkdown } from './summary-markdown.ts';

/** The name CI uploads the report under (.github/workflows/review.yml). */
export const ARTIFACT = 'review-report';

/** Where the job summary sends a reader for the pictures. */
export function reportPointer(env: NodeJS.ProcessEnv, reportPath: string): string {
  if (env.GITHUB_ACTIONS !== 'true') return `The report with before and after pictures: \`${reportPath}\``;
  const run = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  return `The report with before and after pictures of every changed page at 375 and 1280 px is the **${ARTIFACT}** artifact of ${run ? `[this run](${run})` : 'this run'}: download it and open \`report.html\`.`;
}

/** The summary of a change that does not pass validation: validate's messages, nothing else. */
export function invalidMarkdown(messages: readonly string[], line: string): string {
  return ['## Review of the change', '', `**The change does not pass \`npm run validate\`**, so there is no review yet. ${line}`, '', '```', ...messages, '```', ''].join('\n');
}

/** The terminal's account of a review: what changed, page by page, then the report's path. */
export function terminalLines(outcome: Extract<ReviewOutcome, { kind: 'report' }>): string[] {
  const { report } = outcome;
  const lines = ['', report.noVisibleChange ? NO_VISIBLE_CHANGE_LINE : summaryLine(report)];
  for (const f of report.files) for (const c of f.changes) lines.push(`  ${f.file}${c.line ? `:${c.line}` : ''}  ${c.sentence}`);
  for (const group of report.groups) {
    const [page] = group.pages;
    lines.push('', group.pages.length > 1 ? `The same change on ${group.pages.length} pages (${group.pages.map((p) => p.route).join(', ')}):` : `${headingOf(page!)}:`);
    lines.push(...pageLead(page!).map((l) => `  ${l}`));
    lines.push(...page!.brokenLinks.map((l) => `  Link that now leads nowhere: "${l.text}" → ${l.href}`));
  }
  return lines;
}

export interface Written {
  reportPath?: string;
  summaryBytes?: number;
}

/** Writes the report and the job summary (when $GITHUB_STEP_SUMMARY is set) and prints the annotations on GitHub Actions. */
export function writeOutputs(outcome: ReviewOutcome, options: { out: string; env?: NodeJS.ProcessEnv; print?: (line: string) => void }): Written {
  const env = options.env ?? process.env;
  const print = options.print ?? console.log;
  if (outcome.kind === 'invalid') {
    const markdown = invalidMarkdown(outcome.messages, problemsLine(outcome.problems, outcome.sources.size));
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
    return { summaryBytes: Buffer.byteLength(markdown) };
  }
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(options.out, reportHtml(outcome.report, outcome.pictures));
  let summaryBytes: number | undefined;
  if (env.GITHUB_STEP_SUMMARY) {
    // summaryMarkdown keeps under GitHub's 1 MB (in bytes) and always ends with where the pictures are.
    const markdown = summaryMarkdown(outcome.report, reportPointer(env, options.out));
    appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
    summaryBytes = Buffer.byteLength(markdown);
  }
  if (env.GITHUB_ACTIONS === 'true') for (const a of outcome.annotations) print(a);
  return { reportPath: options.out, ...(summaryBytes !== undefined && { summaryBytes }) };
}
