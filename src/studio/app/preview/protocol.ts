import type { BlogArticleBlock as BlogArticle, Page, SiteSettings } from '../../../generated/content.ts';
import type { BlogPost, RelatedPost } from '../../../blog/types.ts';

/** What the Studio sends its preview frame (same origin, window.postMessage). */
export type ToPreview =
  | { kind: 'page'; route: string; page: Page; site?: SiteSettings; selected?: number }
  | { kind: 'post'; post: BlogPost; related?: RelatedPost[]; article?: BlogArticle; site?: SiteSettings };

/** What the preview frame tells the Studio: it is listening, or a block was clicked. */
export type FromPreview = { kind: 'ready' } | { kind: 'select'; index: number };

/** The frame document: src/studio/preview.html, served by the Studio's plugin beside the Studio itself. */
export const PREVIEW_URL = '/__studio/preview';
/** The frame that renders every block type's example once, for the palette (see preview/examples.tsx). */
export const EXAMPLES_URL = `${PREVIEW_URL}?examples`;
