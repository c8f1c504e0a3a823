import { formatProblem, type ContentProblem } from '../content/problem.ts';

/** Prints content problems for people (and, on GitHub Actions, as annotations on the lines). */
export function reportContentProblems(content: { problems: ContentProblem[]; sources: Map<string, string> }, env = process.env): void {
  for (const p of content.problems) {
    console.error(formatProblem(p, content.sources.get(p.file)));
    if (env.GITHUB_ACTIONS === 'true') {
      const message = p.message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      console.log(`::error file=${p.file},line=${p.line},col=${p.col}::${message}`);
    }
  }
}
