// The Studio's HTTP API as the server (src/studio/server/) answers it: its own types, imported
// for their shape only (nothing of the server reaches the browser).
export type { FileList } from '../../server/files.ts';
export type { CheckResult, PlanSummary } from '../../server/check.ts';
export type { SavePlan } from '../../server/plan.ts';
export type { Saved } from '../../server/save.ts';
export type { Sent } from '../../server/publish.ts';
export type { ClaimsList, ClaimUsage, StudioClaim } from '../../server/claims.ts';
export type { Change } from '../../server/changes.ts';
export type { ReviewStatus, ReviewedPage } from '../../server/review.ts';
import type { Change } from '../../server/changes.ts';

/** A post of the live blog table as the Studio lists it. */
export interface LivePost {
  path: string;
  slug: string;
  title: string;
  state: 'draft' | 'scheduled' | 'published' | 'deleted';
  publishedAt: string | null;
  /** A deleted post comes back with Undo delete until then. */
  undoUntil?: string;
}
export interface LivePosts {
  /** False when the Studio's server has no live blog set (STUDIO_BLOGS_DATABASE_URL). */
  configured: boolean;
  posts: LivePost[];
}

export interface FileText {
  path: string;
  text: string;
  hash: string;
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
