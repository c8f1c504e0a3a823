import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The editor's blocks as plain data (ProseMirror JSON), and how a run of them reads as Markdown. */
export interface Block {
  type: string;
  [key: string]: unknown;
}
export interface BlockCodec {
  /** Markdown to the editor's blocks, as the editor itself holds them (its defaults filled in). */
  parse(markdown: string): Block[];
  /** Blocks to Markdown, by the editor library's own serializer. */
  serialize(blocks: Block[]): string;
}

/** A text as it was loaded: each of its blocks with its exact bytes, and what lay between them. */
export interface Source {
  groups: { blocks: Block[]; key: string; text: string }[];
  /** gaps[i] is what stood before groups[i] (blank lines); gaps[groups.length] is what followed the last. */
  gaps: string[];
}

const keyOf = (blocks: readonly Block[]): string => JSON.stringify(blocks);

/**
 * Splits a text at its top-level blocks as the site's own Markdown step (remark) reads them, and reads
 * each block alone, so every block of the editor knows the bytes it came from. A block that gives the
 * editor nothing (a link definition) rides with the block before it, so it is never dropped.
 */
export function load(markdown: string, codec: BlockCodec): { blocks: Block[]; source: Source } {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const spans = tree.children.map((n) => [n.position!.start.offset!, n.position!.end.offset!] as [number, number]);
  const groups: Source['groups'] = [];
  const gaps: string[] = [];
  let end = 0;
  for (const [from, to] of spans) {
    const text = markdown.slice(from, to);
    const blocks = codec.parse(text);
    const last = groups[groups.length - 1];
    if (!blocks.length && last) {
      last.text = markdown.slice(end - last.text.length, to);
    } else if (!blocks.length) {
      continue;
    } else {
      gaps.push(markdown.slice(end, from));
      groups.push({ blocks, key: keyOf(blocks), text });
    }
    end = to;
  }
  gaps.push(markdown.slice(end));
  return { blocks: groups.flatMap((g) => g.blocks), source: { groups, gaps } };
}

/** An empty paragraph is how the editor shows an empty line; it is not part of the text. */
const isEmptyParagraph = (b: Block): boolean => b.type === 'paragraph' && !(Array.isArray(b.content) && b.content.length);

/**
 * The text of the editor's blocks: every block the person did not change is written with the bytes it
 * had (and the blank lines it had between it and its untouched neighbour); only changed or new blocks
 * go through the serializer. So an edit rewrites only its own paragraph, list or heading.
 */
export function save(source: Source, edited: readonly Block[], codec: BlockCodec): string {
  const blocks = edited.filter((b) => !isEmptyParagraph(b));
  const pieces: { text: string; group?: number }[] = [];
  let fresh: Block[] = [];
  const flush = () => {
    if (fresh.length) pieces.push({ text: codec.serialize(fresh) });
    fresh = [];
  };
  let next = 0;
  for (let at = 0; at < blocks.length; ) {
    const match = findGroup(source, blocks, at, next);
    if (match === undefined) {
      fresh.push(blocks[at]!);
      at++;
      continue;
    }
    flush();
    pieces.push({ text: source.groups[match]!.text, group: match });
    at += source.groups[match]!.blocks.length;
    next = match + 1;
  }
  flush();
  if (!pieces.length) return '';
  const first = pieces[0]!;
  let out = first.group === 0 ? source.gaps[0]! : '';
  pieces.forEach((piece, i) => {
    const before = pieces[i - 1];
    if (before) out += before.group !== undefined && piece.group === before.group + 1 ? source.gaps[piece.group]! : '\n\n';
    out += piece.text;
  });
  // What followed the text (a last line break) stays, whatever was edited.
  return out + source.gaps[source.groups.length]!;
}

/** The first untouched group at or after `from` that the blocks at `at` still are. */
function findGroup(source: Source, blocks: readonly Block[], at: number, from: number): number | undefined {
  for (let g = from; g < source.groups.length; g++) {
    const group = source.groups[g]!;
    if (keyOf(blocks.slice(at, at + group.blocks.length)) === group.key) return g;
  }
  return undefined;
}
