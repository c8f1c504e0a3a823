import type { Block, Page } from '../../src/generated/content.ts';
import { highlightJson } from './highlight-json.ts';
import { MarkdownError, markdownToNodes } from './markdown.ts';

/** A block the build could not prepare: the field (path inside the block) and what is wrong with it. */
export class PrepareError extends Error {
  constructor(
    readonly path: (string | number)[],
    readonly reason: string,
    /** For markdown: the line of the text the mistake is on. */
    readonly textLine?: number,
    readonly hint?: string,
  ) {
    super(reason);
  }
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** map() for the schemas' non-empty lists (minItems 1), keeping them typed as non-empty. */
function mapNonEmpty<T, U>([first, ...rest]: [T, ...T[]], f: (item: T, index: number) => U): [U, ...U[]] {
  return [f(first, 0), ...rest.map((item, i) => f(item, i + 1))];
}

export function prepareBlock(block: Block): Block {
  switch (block.type) {
    case 'prose':
      try {
        return { ...block, document: markdownToNodes(block.markdown) };
      } catch (err) {
        throw new PrepareError(['markdown'], reasonOf(err), err instanceof MarkdownError ? err.textLine : undefined, err instanceof MarkdownError ? err.hint : undefined);
      }
    case 'faq':
      return {
        ...block,
        items: mapNonEmpty(block.items, (item, j) => {
          try {
            return { ...item, document: markdownToNodes(item.answer, { headings: false }) };
          } catch (err) {
            const [line, hint] = err instanceof MarkdownError ? [err.textLine, err.hint] : [];
            throw new PrepareError(['items', j, 'answer'], `the answer to "${item.question}": ${reasonOf(err)}`, line, hint);
          }
        }),
      };
    case 'code-samples':
      return {
        ...block,
        samples: mapNonEmpty(block.samples, (sample, j) => {
          try {
            return { ...sample, highlighted: highlightJson(sample.code) };
          } catch (err) {
            throw new PrepareError(['samples', j, 'code'], `sample "${sample.title}": ${reasonOf(err)}`);
          }
        }),
      };
    default:
      return block;
  }
}

/**
 * The work done once at build time on a validated page so the browser does not have to: markdown
 * (legal texts, answers to questions) becomes an element tree and code samples become coloured tokens. Fields the schemas mark
 * "filled in by the build" are always overwritten here, whatever the page file said.
 */
export function prepareBlocks(page: Page): Page {
  return { ...page, blocks: mapNonEmpty(page.blocks, (block) => prepareBlock(block)) };
}
