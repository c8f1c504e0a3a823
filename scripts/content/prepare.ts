import type { Block, Page } from '../../src/generated/content.ts';
import { highlightJson } from './highlight-json.ts';
import { markdownToNodes } from './markdown.ts';

/** A block the build could not prepare, with the page and block named for whoever fixes it. */
export class PrepareError extends Error {}

/** map() for the schemas' non-empty lists (minItems 1), keeping them typed as non-empty. */
function mapNonEmpty<T, U>([first, ...rest]: [T, ...T[]], f: (item: T, index: number) => U): [U, ...U[]] {
  return [f(first, 0), ...rest.map((item, i) => f(item, i + 1))];
}

function prepareBlock(block: Block, where: string): Block {
  switch (block.type) {
    case 'prose':
      try {
        return { ...block, document: markdownToNodes(block.markdown) };
      } catch (err) {
        throw new PrepareError(`${where} (prose): ${err instanceof Error ? err.message : String(err)}`);
      }
    case 'code-samples':
      return {
        ...block,
        samples: mapNonEmpty(block.samples, (sample) => {
          try {
            return { ...sample, highlighted: highlightJson(sample.code) };
          } catch (err) {
            throw new PrepareError(`${where}, sample "${sample.title}": ${err instanceof Error ? err.message : String(err)}`);
          }
        }),
      };
    default:
      return block;
  }
}

/**
 * The work done once at build time on a validated page so the browser does not have to: markdown
 * becomes an element tree and code samples become coloured tokens. Fields the schemas mark
 * "filled in by the build" are always overwritten here, whatever the page file said.
 */
export function prepareBlocks(page: Page, file = 'page'): Page {
  return { ...page, blocks: mapNonEmpty(page.blocks, (block, i) => prepareBlock(block, `${file}, block ${i + 1}`)) };
}
