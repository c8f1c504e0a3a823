import type { ContentProblem } from '../../../../scripts/content/problem.ts';

/** The Studio's HTTP API, as CONTRACTS.md describes it (served by src/studio/server/). */
export interface FileList {
  pages: { path: string; route: string; title: string }[];
  site: { path: string };
  blog: { path: string; slug: string; title: string }[];
  other: { path: string; schema: string }[];
  routes: string[];
  publicFiles: string[];
  git: boolean;
}

export interface FileText {
  path: string;
  text: string;
  hash: string;
}

export interface CheckResult {
  problems: ContentProblem[];
  preview?: unknown;
}

export interface Change {
  path: string;
  status: 'modified' | 'added' | 'deleted';
  diff: string;
}

export interface Changes {
  git: boolean;
  files: Change[];
}

export interface Upload {
  path: string;
  width: number;
  height: number;
}

/** A refused or failed request: the server's plain sentence, the HTTP status and the body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}
