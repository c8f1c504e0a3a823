import { splitFrontMatter } from '../blog-front-matter.ts';
import { textPosition } from '../text-position.ts';
import { nodeAtPath, parseYamlSource, positionAt } from '../yaml-source.ts';
import type { Path } from './types.ts';

/** The line of a place in a file's text: a field, or a line inside a Markdown text (`textLine`, 1-based). */
export type LineOf = (path: Path, textLine?: number) => number | undefined;

const none: LineOf = () => undefined;

/** Lines of a YAML text (`lineOffset`: lines before it in its file, such as a post's opening ---). */
function yamlLines(file: string, yaml: string, lineOffset: number): LineOf {
  const source = parseYamlSource(file, yaml);
  return (path, textLine) => {
    if (source.doc.errors.length) return undefined;
    const inside = textLine === undefined ? undefined : textPosition(source, path, textLine);
    if (inside) return inside.line + lineOffset;
    const { node, keyNode } = nodeAtPath(source, path);
    const target = (node as { range?: number[] } | null)?.range ? node : keyNode;
    return target?.range ? positionAt(source, target.range[0]!).line + lineOffset : undefined;
  };
}

/**
 * Where places are in a content file's text: YAML fields by their path; in a blog post the
 * settings by theirs and the article text as ['body'] with its line inside the text.
 */
export function linesOf(file: string, text: string | undefined, isPost: boolean): LineOf {
  if (text === undefined) return none;
  if (!isPost) return yamlLines(file, text, 0);
  const split = splitFrontMatter(file, text);
  if (!split) return none;
  const settings = yamlLines(file, split.source.text, split.lineOffset);
  const bodyStart = text.slice(0, text.length - split.body.length).split('\n').length;
  return (path, textLine) => (path[0] === 'body' && path.length === 1 ? bodyStart + (textLine ?? 1) - 1 : settings(path, textLine));
}
