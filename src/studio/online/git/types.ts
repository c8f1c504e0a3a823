/** The shapes shared with the online server (SEAMS.md): who acts, and what the site's repository answers. */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'publisher' | 'editor';
}

export interface SiteRepoOptions {
  /** The site's git remote: any URL git takes (https://…, ssh://…, git@host:path, a local path), never with a password in it. */
  remote: string;
  /** The server's own folder: its clone, each person's workspace, the previews. */
  dataDir: string;
  /** Extra environment for every git command: the credential (see credentials.ts), never put in the URL. */
  gitEnv?: Record<string, string>;
  /** The branch the host deploys: main by default. */
  mainBranch?: string;
  /** The installed packages a workspace builds and reviews with (linked into it): this project's by default. */
  nodeModules?: string;
}

export interface Author {
  name: string;
  email: string;
}

/** A person's submitted work that is not live yet. */
export interface WaitingChange {
  /** The commit the change is at now: what `publish` takes (it refuses if the change moved on since). */
  id: string;
  personId: string;
  author: Author;
  /** The editor's own words for each step of the change, oldest first. */
  words: string[];
  /** The content files it changes. */
  files: string[];
  updatedAt: string;
  /** Whether it meets something published since in a way that cannot be put together by itself. */
  conflicts: boolean;
}

export interface PublishedChange {
  /** The commit on the main branch. */
  commit: string;
  kind: 'publish' | 'undo';
  words: string;
  author: Author;
  publishedBy: Author;
  publishedAt: string;
  /** For a publish that was undone: the undo's commit. */
  undoneBy?: string;
  /** For an undo: the publish it took back. */
  undoes?: string;
}

export interface PreviewInfo {
  token: string;
  path: string;
  personId: string;
  createdBy: Author;
  createdAt: string;
  expiresAt: string;
}
