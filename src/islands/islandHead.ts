import site from 'virtual:site';
import type { Block, Page } from '../generated/content.ts';
import type { HeadOverride } from '../head/buildHead.ts';
import { applyPageHead } from '../head/pageHead.ts';

/**
 * Brings the head in line with what an island's block says about it (a blog post loaded in the
 * browser, or refreshed with new words). Loaded only when that differs from the head the page was
 * built with. The page's search settings and the block itself are all the head is made from here
 * (a page whose other blocks add to the head, a FAQ, has no island that changes it).
 */
export function applyIslandHead(seo: Page['seo'], block: Block, override: HeadOverride | undefined): void {
  applyPageHead({ seo, blocks: [block] }, site, window.location.pathname, override);
}
