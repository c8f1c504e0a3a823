import { formatProblem, isWarning, messageWithHint, summaryLine as summary, type ContentProblem } from '../content/problem.ts';

interface Report {
  problems: ContentProblem[];
  sources: Map<string, string>;
}

/** "Checked 19 content files: 2 errors in 1 file." (or "no errors"). */
export const summaryLine = ({ problems, sources }: Report): string => summary(problems, sources.size);

/** A GitHub Actions annotation: the pull request shows the message on that line of the file. */
export function githubAnnotation(p: ContentProblem): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const prop = (s: string) => escape(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${isWarning(p) ? 'warning' : 'error'} file=${prop(p.file)},line=${p.line},col=${p.col}::${escape(messageWithHint(p))}`;
}

/** Prints content problems for people, each with a code frame (and, on GitHub Actions, as annotations on the lines). */
export function reportContentProblems(content: Report, env = process.env): void {
  for (const p of content.problems) {
    console.error(formatProblem(p, content.sources.get(p.file)));
    if (env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(p));
  }
}
