import { parseYamlSource, type YamlSource } from './yaml-source.ts';

/** A markdown file split into its YAML settings and its body. */
export interface FrontMatterFile {
  /** The settings, parsed with positions; its line numbers are relative to the settings block. */
  source: YamlSource;
  /** Lines before the settings block (the opening ---), to turn settings lines into file lines. */
  lineOffset: number;
  body: string;
}

export const OPENING = /^\uFEFF?---[ \t]*\r?\n/;
export const CLOSING = /^---[ \t]*$/m;

/**
 * Splits `---\n<yaml>\n---\n<body>`. Returns null when the file does not start with a settings block
 * or the block is never closed.
 */
export function splitFrontMatter(file: string, text: string, parse = parseYamlSource): FrontMatterFile | null {
  const opening = OPENING.exec(text);
  if (!opening) return null;
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return null;
  const yaml = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '');
  return { source: parse(file, yaml), lineOffset: 1, body };
}
