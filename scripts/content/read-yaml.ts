import type { ContentProblem } from './problem.ts';
import { syntaxProblems } from './yaml-errors.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * A file's data, or its syntax problems in plain words. The quick reader answers for a file it
 * accepts; a file it refuses gets the full parse, whose errors are worded for the editor.
 */
export function readYaml(source: YamlSource, lineOffset = 0): { data: unknown; problems: ContentProblem[] } {
  if (source.resolved) return { data: source.resolved.data, problems: [] };
  const quick = source.quick;
  if (quick) return { data: quick.data, problems: [] };
  const problems = syntaxProblems(source, lineOffset);
  return problems.length ? { data: undefined, problems } : { data: source.doc.toJS() as unknown, problems };
}
