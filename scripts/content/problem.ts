/** One content mistake, located in its file, worded for the person who edits the content. */
export interface ContentProblem {
  /** Path relative to the project root, such as content/pages/about.yaml. */
  file: string;
  line: number;
  col: number;
  message: string;
  /**
   * 'error' (the default) stops the build and fails CI; a 'warning' is reported everywhere but
   * fails only `npm run validate -- --strict`.
   */
  severity?: 'error' | 'warning';
  /**
   * Where in the file's data the problem is (['blocks', 2, 'headline']), when known, so that an
   * editor (the Studio) can show the message beside that field.
   */
  path?: (string | number)[];
  /**
   * The fix, when it is worth saying apart from the problem ("Indent line 7 by 4 spaces, like
   * line 6."). Every place that shows `message` shows the hint after it.
   */
  hint?: string;
}

export const isWarning = (p: ContentProblem): boolean => p.severity === 'warning';

/** The problems that stop a build: every error, and with `strict` every warning too. */
export function blockingProblems<P extends ContentProblem>(problems: readonly P[], options: { strict?: boolean } = {}): P[] {
  return options.strict ? [...problems] : problems.filter((p) => !isWarning(p));
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

export const HINT_LABEL = 'How to fix:';

/** The message and, when there is one, the fix after it: for one-line places such as annotations. */
export const messageWithHint = (problem: ContentProblem): string => (problem.hint ? `${problem.message} ${HINT_LABEL} ${problem.hint}` : problem.message);

/** `file:line:col  message`, the code frame when the file's text is given, then the fix. */
export function formatProblem(problem: ContentProblem, text?: string): string {
  const head = `${problem.file}:${problem.line}:${problem.col}  ${isWarning(problem) ? 'Warning: ' : ''}${problem.message}`;
  const hint = problem.hint ? `  ${HINT_LABEL} ${problem.hint}` : '';
  if (!text) return hint ? `${head}\n${hint}` : head;
  return `${head}\n${codeFrame(text, problem.line, problem.col)}\n${hint ? `${hint}\n` : ''}`;
}

/** Every problem with its code frame, as the terminal and the browser overlay show them. */
export function formatProblems(problems: readonly ContentProblem[], sources: Map<string, string>): string {
  return problems.map((p) => formatProblem(p, sources.get(p.file))).join('\n');
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Checked 19 content files: 2 errors in 1 file, 1 warning." (or "no errors"). */
export function summaryLine(problems: readonly ContentProblem[], filesChecked: number): string {
  const errors = problems.filter((p) => !isWarning(p));
  const warnings = problems.length - errors.length;
  const files = new Set(errors.map((p) => p.file)).size;
  const found = errors.length ? `${count(errors.length, 'error')} in ${count(files, 'file')}` : 'no errors';
  return `Checked ${count(filesChecked, 'content file')}: ${found}${warnings ? `, ${count(warnings, 'warning')}` : ''}.`;
}
