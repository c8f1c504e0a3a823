import { sentence, type Places } from '../places.ts';
import type { ContentProblem } from '../problem.ts';
import { fillIn, midSentence, quote } from '../words.ts';
import { nodeAtPath, positionAt, type YamlSource } from '../yaml-source.ts';

interface PageFile {
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

/**
 * What the schema cannot see: a title or description of only spaces, and two pages with the
 * same title (search results could not tell them apart).
 */
export function seoProblems(pages: readonly PageFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const titles = new Map<string, string>();
  for (const { source, data, places } of pages) {
    const seo = seoOf(data);
    for (const field of ['title', 'description'] as const) {
      const value = seo?.[field];
      if (typeof value === 'string' && value.length > 0 && value.trim() === '') {
        const path = ['seo', field];
        problems.push(at(source, path, sentence(places.where(['seo']), `${quote(places.label(path))} is empty: it has only spaces.${fillIn(places.description(path))}`)));
      }
    }
    const title = seo?.title;
    if (typeof title !== 'string' || !title.trim()) continue;
    const key = title.trim().toLowerCase();
    const earlier = titles.get(key);
    if (!earlier) {
      titles.set(key, source.file);
      continue;
    }
    const text = `the ${midSentence(places.label(['seo', 'title']))} ${quote(title)} is also used by ${earlier}. Give every page its own title, so search results and browser tabs can tell them apart.`;
    problems.push(at(source, ['seo', 'title'], sentence(places.where(['seo']), text)));
  }
  return problems;
}
