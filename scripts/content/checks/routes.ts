import type { ContentProblem } from '../problem.ts';
import type { YamlSource } from '../yaml-source.ts';

/** Files after the first that make an address already made (see duplicateRoutes), one at a time in file order. */
export function routeClashes(): (route: string, file: string) => ContentProblem[] {
  const first = new Map<string, string>();
  return (route, file) => {
    const key = route.replace(/:\w+/g, ':');
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, file);
      return [];
    }
    const address = route === '*' ? 'the not-found page' : `the page ${route}`;
    return [{ file, line: 1, col: 1, message: `This file makes ${address}, and so does ${earlier}. Two files cannot share one address: rename or remove one of them.` }];
  };
}

/**
 * Two files that make the same address (about.yaml and about/index.yaml, or [slug].yaml and
 * [id].yaml): only one of them could ever be shown. Reported on every file after the first.
 */
export function duplicateRoutes(pages: readonly { route: string; source: YamlSource }[]): ContentProblem[] {
  const clash = routeClashes();
  return pages.flatMap(({ route, source }) => clash(route, source.file));
}
