import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a guide shows must exist: every `npm run <script>`, every project file path in `code`, every relative
 * link and picture, and every #heading a link names. A guide that goes stale fails CI instead of misleading
 * the reader (tests/unit/docs/docs.test.ts runs this over README.md and docs/*.md).
 */
export interface DocProblem { file: string; line: number; what: string }

// Folders and files a path shown in a guide may start with; anything else in `code` is not taken for a path.
const PROJECT_ROOTS = ['content/', 'schemas/', 'src/', 'scripts/', 'tests/', 'supabase/', 'docs/', '.github/', '.ci/'];
const ROOT_FILES = /^(package(-lock)?\.json|vite\.config\.ts|vitest\.config\.ts|tsconfig\.json|index\.html|\.env\.example|README\.md|[\w.-]+\.env\.example)$/;
// Made at build or run time, or a pattern rather than one file.
const NOT_A_FILE = /[<>*…{}$]|\bN\b|\.\.\.|^(dist|\.dist-build|node_modules)\//;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function anchorsIn(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^#{1,6}\s+(.+)$/.exec(line);
    if (!m) continue;
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Drops fenced code blocks' contents except the lines a reader would type (`npm run …`). */
function linesOutsideFences(text: string): Array<{ line: number; text: string; fenced: boolean }> {
  let fenced = false;
  return text.split('\n').map((t, i) => {
    if (/^\s*```/.test(t)) { fenced = !fenced; return { line: i + 1, text: '', fenced: true }; }
    return { line: i + 1, text: t, fenced };
  });
}

export function checkDoc(root: string, file: string, text: string, scripts: Record<string, string>): DocProblem[] {
  const problems: DocProblem[] = [];
  const dir = path.dirname(path.join(root, file));
  for (const { line, text: t, fenced } of linesOutsideFences(text)) {
    for (const m of t.matchAll(/npm run ([a-z][\w:-]*(?:\.[\w-]+)*)/g)) {
      if (!(m[1]! in scripts)) problems.push({ file, line, what: `"npm run ${m[1]}" is not a script in package.json` });
    }
    if (fenced) continue;
    for (const m of t.matchAll(/`([^`\s]+)`/g)) {
      const shown = m[1]!.replace(/[.,:;]$/, '').replace(/:\d+(:\d+)?$/, '');
      const isPath = PROJECT_ROOTS.some((r) => shown.startsWith(r)) || ROOT_FILES.test(shown);
      if (!isPath || NOT_A_FILE.test(shown)) continue;
      if (!existsSync(path.join(root, shown))) problems.push({ file, line, what: `the path ${shown} does not exist` });
    }
    // Links inside `code` are examples of Markdown, not links of the guide.
    for (const m of t.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^(https?:|mailto:|tel:|\/)/.test(target)) continue;
      const [where, anchor] = target.split('#') as [string, string | undefined];
      const full = where ? path.resolve(dir, where) : path.join(root, file);
      if (!existsSync(full)) { problems.push({ file, line, what: `the link ${target} leads to no file` }); continue; }
      if (anchor && full.endsWith('.md') && !anchorsIn(readFileSync(full, 'utf8')).has(anchor)) {
        problems.push({ file, line, what: `the link ${target} names no heading of ${path.relative(root, full)}` });
      }
    }
  }
  return problems;
}
