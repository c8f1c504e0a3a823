import type { ContentProblem } from '../problem.ts';
import type { YamlSource } from '../yaml-source.ts';

/**
 * Two files that make the same address (about.yaml and about/index.yaml, or [slug].yaml and
 * [id].yaml): only one of them could ever be shown. Reported on every file after the first.
 */
export function duplicateRoutes(pages: readonly { route: string; source: YamlSource }[]): ContentProblem[] {
  const first = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const { route, source } of pages) {
    const key = route.replace(/:\w+/g, ':');
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, source.file);
      continue;
    }
    const address = route === '*' ? 'the not-found page' : `the page ${route}`;
    problems.push({
      file: source.file,
      line: 1,
      col: 1,
      message: `This file makes ${address}, and so does ${earlier}. Two files cannot share one address: rename or remove one of them.`,
    });
  }
  return problems;
}
