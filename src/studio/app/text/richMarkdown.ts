import { getSchema, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { MarkdownManager } from '@tiptap/markdown';
import { Node as PmNode } from '@tiptap/pm/model';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isSafeHref } from '../../../components/safeHref.ts';
import { ClaimLink, ClaimNode, type PaintChip } from './claimNode.ts';
import type { Tool } from './formatting.ts';
import type { Block, BlockCodec } from './markdownSplice.ts';

/** A link the site renders: its figures (mailto:{{contact-email}}) checked as the values they stand for would be. */
const allowedHref = (url: string): boolean => isSafeHref(url.replace(/\{\{[^{}]*\}\}/g, (_m, at: number) => (/tel:\+?$/i.test(url.slice(0, at)) ? '1' : 'claim')));

/**
 * The editor's parts for a field: only the formatting its schema allows (x-formatting), so a button,
 * a shortcut or a paste can never make what the field does not take. What is not there is dropped
 * on paste (a table, a colour, a heading in an answer), keeping the words.
 */
export function extensionsFor(tools: readonly Tool[], paint?: PaintChip): AnyExtension[] {
  const has = (t: Tool) => tools.includes(t);
  const lists = has('list') || has('numbered');
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      trailingNode: false,
      // The Studio's own undo (Ctrl+Z) covers every field alike.
      undoRedo: false,
      dropcursor: false,
      gapcursor: false,
      // Every level is read (a post's sections are # headings, a legal text's ##); the button makes the level the text uses.
      heading: has('heading') ? { levels: [1, 2, 3, 4, 5, 6] } : false,
      bold: has('bold') ? {} : false,
      italic: has('italic') ? {} : false,
      bulletList: has('list') ? {} : false,
      orderedList: false,
      listItem: lists ? {} : false,
      listKeymap: lists ? {} : false,
      link: has('link')
        ? { openOnClick: false, autolink: false, linkOnPaste: true, isAllowedUri: allowedHref, HTMLAttributes: { target: null, rel: null } }
        : false,
    }),
    ...(has('numbered') ? [NumberedList] : []),
    // Pictures of the site only: one pasted from elsewhere is not kept.
    ...(has('picture') ? [Image.extend({ parseHTML: () => [{ tag: 'img[src^="/"]' }] })] : []),
    ClaimNode.configure({ paint }),
    ...(has('link') ? [ClaimLink] : []),
  ];
}

// TipTap also reads "a." and "No." as list numbers (as Pandoc does); the site's Markdown (CommonMark) only digits.
const tokenizer = OrderedList.config.markdownTokenizer!;
const NumberedList = OrderedList.extend({
  markdownTokenizer: { ...tokenizer, tokenize: (src, tokens, lexer) => (/^ {0,3}\d{1,9}[.)](?:\s|$)/.test(src) ? tokenizer.tokenize(src, tokens, lexer) : undefined) },
});

/** A block's Markdown as the site reads it: its tree, where it stood and loose or tight lists left out. */
function reading(markdown: string): string {
  const tree = unified().use(remarkParse).parse(markdown);
  return JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'spread' ? undefined : value));
}

/** Markdown to blocks and back through TipTap's Markdown extension, blocks as the editor holds them. */
export function codecFor(extensions: AnyExtension[]): BlockCodec {
  const manager = new MarkdownManager({ extensions });
  const schema = getSchema(extensions);
  return {
    parse(markdown) {
      const doc = manager.parse(markdown);
      // Through the schema, so the blocks carry the defaults the editor gives them (and throw on what the field does not take).
      const node = PmNode.fromJSON(schema, doc);
      node.check();
      const blocks = (node.toJSON().content ?? []) as Block[];
      // Anything the editor would read otherwise than the site does (or drop) keeps the field out of it.
      if (reading(manager.serialize({ type: 'doc', content: blocks })) !== reading(markdown)) throw new Error('The editor would change how this text reads');
      return blocks;
    },
    serialize: (blocks) => manager.serialize({ type: 'doc', content: blocks }),
  };
}
