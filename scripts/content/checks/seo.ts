import { sentence, type Places } from '../places.ts';
import type { ContentProblem } from '../problem.ts';
import { fillIn, midSentence, quote } from '../words.ts';
import { nodeAtPath, positionAt, type YamlSource } from '../yaml-source.ts';

export interface PageFile {
  source: YamlSource;
  data: unknown;
  places: Places;
}

const seoOf = (data: unknown) => (data as { seo?: { title?: unknown; description?: unknown } } | null)?.seo;

function at(source: YamlSource, path: (string | number)[], message: string): ContentProblem {
  const { node, keyNode } = nodeAtPath(source, path);
  const target = (node as { range?: number[] } | null)?.range ? node : keyNode;
  return { file: source.file, ...positionAt(source, target?.range?.[0] ?? 0), message };
}

/** A title or description of only spaces: the schema cannot see it. */
export function blankSeoProblems({ source, data, places }: PageFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seo = seoOf(data);
  for (const field of ['title', 'description'] as const) {
    const value = seo?.[field];
    if (typeof value === 'string' && value.length > 0 && value.trim() === '') {
      const path = ['seo', field];
      problems.push(at(source, path, sentence(places.where(['seo']), `${quote(places.label(path))} is empty: it has only spaces.${fillIn(places.description(path))}`)));
    }
  }
  return problems;
}

/** The page's search title as two pages may not share it (case and spaces aside); undefined without one. */
export function titleKey(data: unknown): string | undefined {
  const title = seoOf(data)?.title;
  return typeof title !== 'string' || !title.trim() ? undefined : title.trim().toLowerCase();
}

/** The page uses the search title of `earlier` (a file): search results could not tell them apart. */
export function duplicateTitleProblem({ source, data, places }: PageFile, earlier: string): ContentProblem {
  const title = String(seoOf(data)?.title);
  const text = `the ${midSentence(places.label(['seo', 'title']))} ${quote(title)} is also used by ${earlier}. Give every page its own title, so search results and browser tabs can tell them apart.`;
  return at(source, ['seo', 'title'], sentence(places.where(['seo']), text));
}

/**
 * What the schema cannot see: a title or description of only spaces, and two pages with the
 * same title (search results could not tell them apart).
 */
export function seoProblems(pages: readonly PageFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    problems.push(...blankSeoProblems(page));
    const key = titleKey(page.data);
    if (key === undefined) continue;
    const earlier = titles.get(key);
    if (!earlier) titles.set(key, page.source.file);
    else problems.push(duplicateTitleProblem(page, earlier));
  }
  return problems;
}
