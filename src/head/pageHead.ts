import type { Page, SiteSettings } from '../generated/content.ts';
import { applyHead } from './applyHead.ts';
import { buildHead, type HeadOverride } from './buildHead.ts';

/**
 * Brings the document's head in line with a page after a client navigation (or a block's
 * override). Loaded after hydration rather than with the first bundle: the prerendered head is
 * already right when the page is first shown.
 */
export function applyPageHead(page: Page, site: SiteSettings, pathname: string, override?: HeadOverride): void {
  applyHead(buildHead(page, site, pathname, override));
}
