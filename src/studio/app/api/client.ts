import type { RelatedPost } from '../../../blog/types.ts';
import { ApiError, type Changes, type CheckResult, type ClaimsList, type FileList, type FileText, type LivePost, type LivePosts, type ReviewStatus, type SavePlan, type Saved, type Sent, type Upload } from './types.ts';

const BASE = '/__studio/api';

/** The per-run token the dev server wrote into the Studio page; other sites cannot read it. */
const token = (): string => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

async function call<T>(method: 'GET' | 'POST', endpoint: string, body?: unknown, raw?: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(BASE + endpoint, {
      method,
      headers: { 'X-Studio-Token': token(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    throw new ApiError('The Studio cannot reach the development server. Is `npm start` still running?', 0, {});
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof data.error === 'string' ? data.error : `The development server answered with an error (${response.status}).`;
    throw new ApiError(message, response.status, data);
  }
  return data as T;
}

/** An answer that is a page rather than JSON (the review's report). */
async function text(endpoint: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(BASE + endpoint, { headers: { 'X-Studio-Token': token() } });
  } catch {
    throw new ApiError('The Studio cannot reach the development server. Is `npm start` still running?', 0, {});
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(typeof data.error === 'string' ? data.error : `The development server answered with an error (${response.status}).`, response.status, data);
  }
  return response.text();
}

/** A post of the live blog table (`live:blogs/<id>`): read, checked and saved by the server's live-post calls. */
export const isLivePath = (path: string) => path.startsWith('live:');

const q = (params: Record<string, string>) => '?' + new URLSearchParams(params).toString();

export const api = {
  files: () => call<FileList>('GET', '/files'),
  file: (path: string) => call<FileText>('GET', (isLivePath(path) ? '/live-post' : '/file') + q({ path })),
  /** `claims`: the figures and facts as being edited, for the preview of another file. */
  check: (path: string, text: string, plan?: SavePlan, claims?: string) =>
    isLivePath(path)
      ? call<CheckResult>('POST', '/live-post/check', { path, text })
      : call<CheckResult>('POST', '/check', { path, text, ...(plan ? { plan } : {}), ...(claims !== undefined ? { claims } : {}) }),
  claims: () => call<ClaimsList>('GET', '/claims'),
  /** The claims with a draft of one file in place (the open claims.yaml). */
  claimsWith: (path: string, text: string) => call<ClaimsList>('POST', '/claims', { path, text }),
  save: (path: string, text: string, baseHash: string | null, plan?: SavePlan) =>
    isLivePath(path) ? call<Saved>('POST', '/live-post/save', { path, text, baseHash }) : call<Saved>('POST', '/save', { path, text, baseHash, ...(plan ? { plan } : {}) }),
  livePosts: () => call<LivePosts>('GET', '/live-posts'),
  /** The related articles the site would show under a post with these tags. */
  relatedPosts: (path: string, tags: string[]) => call<RelatedPost[]>('POST', '/related-posts', { path, tags }),
  createLivePost: (input: { slug: string; title: string; excerpt: string; author: string }) => call<FileText>('POST', '/live-post/create', input),
  deleteLivePost: (path: string) => call<LivePost>('POST', '/live-post/delete', { path }),
  restoreLivePost: (path: string) => call<LivePost>('POST', '/live-post/restore', { path }),
  createPage: (input: { route: string; title: string; description: string }) => call<FileText>('POST', '/create-page', input),
  createPost: (input: { slug: string; title: string; excerpt: string; author: string }) => call<FileText>('POST', '/create-post', input),
  changes: () => call<Changes>('GET', '/changes'),
  discard: (path: string) => call<unknown>('POST', '/discard', { path }),
  commit: (message: string, files?: string[]) => call<{ commit: string; files: string[] }>('POST', '/commit', { message, files }),
  send: (message: string, files?: string[]) => call<Sent>('POST', '/send', { message, files }),
  removeUpload: (path: string) => call<{ path: string; removed: boolean }>('POST', '/remove-upload', { path }),
  /** Starts the review of every saved, uncommitted change (or joins the one running). */
  startReview: () => call<ReviewStatus>('POST', '/review', {}),
  review: () => call<ReviewStatus>('GET', '/review'),
  /** The finished review's HTML report (pictures inside, no script). */
  reviewReport: () => text('/review/report'),
  upload: (file: Blob, name: string, overwrite: boolean) =>
    call<Upload>('POST', '/upload' + q({ name, overwrite: overwrite ? '1' : '0' }), undefined, file),
};
