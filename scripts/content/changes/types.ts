/**
 * The shapes of "changes in words": what one edit of a content file means to a reader, named the
 * way editors see the site ("Home › Hero › Headline"). See README, "How changes and places are named".
 */
import type { ContentKind } from '../names.ts';
import type { JsonSchema } from '../schemas.ts';

export type Path = (string | number)[];

export type ChangeKind = 'changed' | 'added' | 'removed' | 'moved';

/** One change a reader would notice, in words. */
export interface WordedChange {
  /** The content file, relative to the project root: content/pages/index.yaml. */
  file: string;
  /** Where in the file's data (['blocks', 0, 'headline']): in the new version, or the old one for a removal. */
  path: Path;
  /** The place as its parts: ["Home", "Hero", "Headline"]. */
  place: string[];
  /** The same place as one line: "Home › Hero › Headline". */
  where: string;
  kind: ChangeKind;
  /** What a reader saw before, ready to show: '"…grow your business"', 'yes', '3'. */
  before?: string;
  /** What a reader sees now, the same way. */
  after?: string;
  /**
   * What was added, removed or moved, when it is more than a field: "section" (a block of a page),
   * "entry" (an item of a list), "page", "blog post", "figure" or "fact" (a claim).
   */
  noun?: 'section' | 'entry' | 'page' | 'blog post' | 'figure' | 'fact';
  /** Added or moved sections and entries: where they are now ('after "Features"', 'at the top', 'up to 1'). */
  position?: string;
  /** The 1-based line in the new text (the old one for a removal), when the text was given. */
  line?: number;
  /** A change visitors never see: a figure's source or date, a claim's name (editors still want to know). */
  unseen?: true;
  /** The claim this change is about (a change of content/claims.yaml), to list the pages that show it. */
  claim?: string;
}

/** One version of a content file. Give `data` (and `body` for a blog post), or `text` to read them from, or both. */
export interface FileVersion {
  /** The file's data as parsed (a blog post: its settings), with `{{claim}}` references as written. */
  data?: unknown;
  /** A blog post's article text (Markdown). */
  body?: string;
  /** The file's text: line numbers come from it, and data and body when they are left out. */
  text?: string;
}

/** A claim as the engine needs it: the value shown, and what it is about to name it. */
export interface ClaimValue {
  value: string;
  about?: string;
  kind?: 'figure' | 'fact';
}

export type ClaimValues = ReadonlyMap<string, ClaimValue>;

/** The schemas that name places: the site's set (schemas.ts) plus the blog post's and claims.yaml's. */
export interface ChangeSchemas {
  common: JsonSchema;
  page: JsonSchema;
  site: JsonSchema;
  blocks: ReadonlyMap<string, JsonSchema>;
  /** schemas/blog-post.schema.json */
  post?: JsonSchema;
  /** schemas/claims.schema.json */
  claims?: JsonSchema;
}

/** Two versions of one content file and what is needed to word the difference. */
export interface FileChange {
  file: string;
  /** Worked out from `file` when left out. */
  kind?: ContentKind;
  /** Left out: the file is new. */
  before?: FileVersion;
  /** Left out: the file was removed. */
  after?: FileVersion;
  schemas: ChangeSchemas;
  /**
   * The site's claims before and after (content/claims.yaml; see claimValues). Values are shown
   * with the claims of `after` (those of `before` for a claim that is gone), so a claim changed in
   * the same edit is reported once, by claims.yaml, not again in every file that shows it.
   */
  claims?: { before?: ClaimValues; after?: ClaimValues };
  /** site.yaml's data before and after, to name pages by their menu and footer labels. */
  site?: { before?: unknown; after?: unknown };
}
