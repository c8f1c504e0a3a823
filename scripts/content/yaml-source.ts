import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

/** A YAML file parsed with source positions kept, so problems can point at a line. */
export interface YamlSource {
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

export function parseYamlSource(file: string, text: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { file, text, doc, lines };
}

/** Line and column (1-based) of a character offset. */
export function positionAt(source: YamlSource, offset: number): { line: number; col: number } {
  const { line, col } = source.lines.linePos(offset);
  return { line, col };
}

/**
 * The YAML node at a JSON path (['blocks', 2, 'headline']), and whether the last step had to be
 * the key rather than a value. Falls back to the deepest node that exists.
 */
export function nodeAtPath(source: YamlSource, path: (string | number)[]): { node: Node | null; keyNode: Node | null } {
  let node: unknown = source.doc.contents;
  let keyNode: Node | null = null;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value) === String(step));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step];
      if (!item) break;
      keyNode = null;
      node = item;
    } else break;
  }
  return { node: (node as Node | null) ?? null, keyNode };
}
