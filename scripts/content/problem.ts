/** One content mistake, located in its file, worded for the person who edits the content. */
export interface ContentProblem {
  /** Path relative to the project root, such as content/pages/about.yaml. */
  file: string;
  line: number;
  col: number;
  message: string;
}

/** A few lines of the file around the problem, with a caret under the column. */
export function codeFrame(text: string, line: number, col: number, context = 2): string {
  const lines = text.split(/\r?\n/);
  const from = Math.max(1, line - context);
  const to = Math.min(lines.length, line + context);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`);
  }
  return out.join('\n');
}

export function formatProblem(problem: ContentProblem, text?: string): string {
  const head = `${problem.file}:${problem.line}:${problem.col}  ${problem.message}`;
  return text ? `${head}\n${codeFrame(text, problem.line, problem.col)}\n` : head;
}

/** Every problem with its code frame, as the terminal and the browser overlay show them. */
export function formatProblems(problems: readonly ContentProblem[], sources: Map<string, string>): string {
  return problems.map((p) => formatProblem(p, sources.get(p.file))).join('\n');
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Checked 19 content files: 2 errors in 1 file." (or "no errors"). */
export function summaryLine(problems: readonly ContentProblem[], filesChecked: number): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const found = problems.length ? `${count(problems.length, 'error')} in ${count(files, 'file')}` : 'no errors';
  return `Checked ${count(filesChecked, 'content file')}: ${found}.`;
}
