import { isScalar, Scalar } from 'yaml';
import { nodeAtPath, positionAt, type YamlSource } from './yaml-source.ts';

/**
 * Where a place inside a multi-line text (`|` or `>`) is in the file: line `textLine` of the
 * text, at `column` of that line when known (else where its words start). Undefined for a value
 * written on one line, whose own position is the best there is.
 */
export function textPosition(source: YamlSource, path: (string | number)[], textLine: number, column?: number): { line: number; col: number } | undefined {
  const { node } = nodeAtPath(source, path);
  if (!isScalar(node) || !node.range) return undefined;
  if (node.type !== Scalar.BLOCK_LITERAL && node.type !== Scalar.BLOCK_FOLDED) return undefined;
  const lines = source.text.split(/\r?\n/);
  const indicator = positionAt(source, node.range[0]).line;
  const line = indicator + textLine;
  const indentOf = (text: string) => text.length - text.trimStart().length;
  // The text's own indentation: that of its first line with words (blank lines carry none).
  const first = lines.slice(indicator).find((l) => l.trim());
  const indent = first === undefined ? 0 : indentOf(first);
  return { line, col: column === undefined ? indentOf(lines[line - 1] ?? '') + 1 : indent + column };
}
