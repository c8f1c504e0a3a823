import type { RootContent } from 'mdast';
import { parseMarkdown, plainWords, squash } from './shown.ts';

/** One block of a Markdown text (a heading, a paragraph, a list, a quote) as a reader sees it. */
export interface TextPart {
  /** "Paragraph 3", "Heading 2", "List 1": its kind and number among the parts of that kind. */
  name: string;
  kind: string;
  /** Its words without Markdown marks. */
  text: string;
  /** Its Markdown as written (white space squashed), to notice a change of marks or link targets only. */
  written: string;
  /** 1-based line of the text where it starts. */
  line: number;
}

const KIND_NAMES: Partial<Record<RootContent['type'], string>> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  list: 'List',
  blockquote: 'Quote',
  table: 'Table',
  code: 'Code',
};

/** A Markdown text in its parts, top to bottom; HTML (never shown) and rules are left out. */
export function textParts(markdown: string): TextPart[] {
  const counts = new Map<string, number>();
  const parts: TextPart[] = [];
  for (const node of parseMarkdown(markdown).children) {
    const kind = KIND_NAMES[node.type];
    if (!kind) continue;
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    parts.push({ name: `${kind} ${n}`, kind, text: squash(plainWords(node)), written: squash(markdown.slice(start, end)), line: node.position?.start.line ?? 1 });
  }
  return parts;
}
