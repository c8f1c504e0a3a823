/**
 * The review of a change as data: what the HTML report, the Markdown summary, the annotations and
 * the Studio all show. Free of timestamps and in a fixed order, so two reviews of the same commits
 * give the same data (pictures are referred to by id; their bytes live beside it).
 */
import type { WordedChange } from '../content/changes/index.ts';
import type { Box } from './boxes.ts';
import type { TextChange } from './compare-pages.ts';

/** A search result as a search engine shows it: title and description cut where it cuts them. */
export interface Snippet {
  title: string;
  /** The address as shown: "www.example.com › about". */
  url: string;
  description: string;
}

export interface PictureRef {
  /** Key of the picture in ReviewPictures. */
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** One width's pictures of a page. */
export interface WidthReview {
  width: number;
  changedPixels: number;
  boxes: Box[];
  before?: PictureRef;
  after?: PictureRef;
  diff?: PictureRef;
  /** Each boxed region close up, before and after (the largest few). */
  closeUps: { before?: PictureRef; after?: PictureRef }[];
}

export interface Size {
  before?: number;
  after?: number;
}

export interface PageReview {
  route: string;
  /** As editors and validate name it: "Home", "About", `Blog post "…"`. */
  name: string;
  status: 'changed' | 'added' | 'removed';
  /** A new address whose old one forwards here (a moved post): told as a move, not as removed and new. */
  movedFrom?: string;
  /** This page's own changes in words (its file's, and claims it shows), each a sentence. */
  words: string[];
  /** The changes shown on every page (ChangeWords.everyPage) are on this page too. */
  everyPage: boolean;
  /** No text, picture, link or head changed: only the look (styles or markup). */
  lookOnly: boolean;
  /** The texts that changed on the page itself, by section (what the HTML shows, whatever caused it). */
  texts: TextChange[];
  /** Title or description changed: the search result before and after. */
  search?: { before?: Snippet; after?: Snippet };
  /** Other head changes in a line each (social cards, JSON-LD, canonical). */
  head: string[];
  brokenLinks: { href: string; text: string }[];
  js: Size;
  html: Size;
  /** Pictures at each width (empty when this page is shown by another of its group). */
  pictures: WidthReview[];
}

/** Pages changed in the very same way (a menu label on every page): told once, pictured by the first few. */
export interface PageGroup {
  pages: PageReview[];
  /** The routes whose pictures are shown. */
  pictured: string[];
}

export interface ClaimReview {
  sentence: string;
  file: string;
  line?: number;
  /** Where it shows: "Home (Hero › Paragraph; Statistics › Statistic 1 › Value)". */
  shownOn: { name: string; route?: string; places: string[] }[];
}

export interface ReviewReport {
  base: { sha: string; label: string };
  head: { sha?: string; label: string };
  /** Every content change in words, by file (the Studio's list too). */
  files: { file: string; name: string; changes: { sentence: string; line?: number; unseen?: boolean }[] }[];
  claims: ClaimReview[];
  /** Sentences of the changes on every page. */
  everyPage: string[];
  groups: PageGroup[];
  /** Pages whose first-load scripts changed and nothing visible did. */
  scriptsOnly: { route: string; name: string; js: Size }[];
  unchanged: number;
  /** No page looks or reads any different. */
  noVisibleChange: boolean;
}

/** The encoded pictures of a report, by PictureRef id. */
export type ReviewPictures = Map<string, { type: string; base64: string }>;

export type { WordedChange };
