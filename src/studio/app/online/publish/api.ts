import { routeOfPageFile } from '../../../../../scripts/content/names.ts';
import { ApiError } from '../../api/types.ts';
import type { PreviewInfo, PublishedChange, WaitingChange } from '../../../online/git/types.ts';

export type { PreviewInfo, PublishedChange, WaitingChange };

/** The online server mounts the git workflow's calls here (src/studio/online/git/routes.ts). */
const BASE = '/__studio/api/online';

const token = (): string => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

async function request(method: 'GET' | 'POST', endpoint: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(BASE + endpoint, {
      method,
      credentials: 'same-origin',
      headers: { 'X-Studio-Token': token(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('The Studio cannot reach its server. Check the internet connection and try again.', 0, {});
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(typeof data.error === 'string' ? data.error : `The Studio's server answered with an error (${response.status}).`, response.status, data);
  }
  return response;
}

const json = async <T>(method: 'GET' | 'POST', endpoint: string, body?: unknown) => (await (await request(method, endpoint, body)).json()) as T;

export const onlineApi = {
  submit: (message: string) => json<{ commit: string }>('POST', '/submit', { message }),
  preview: () => json<{ token: string; path: string; expiresAt: string }>('POST', '/preview', {}),
  previews: () => json<{ previews: PreviewInfo[] }>('GET', '/previews'),
  revokePreview: (token: string) => json<{ revoked: boolean }>('POST', '/preview/revoke', { token }),
  waiting: () => json<{ changes: WaitingChange[] }>('GET', '/waiting'),
  /** The review report of a waiting change: its HTML once made, else null (it is being made). */
  review: async (change: string): Promise<string | null> => {
    const response = await request('GET', `/waiting/review?${new URLSearchParams({ change }).toString()}`);
    return (response.headers.get('Content-Type') ?? '').startsWith('text/html') ? response.text() : null;
  },
  publish: (change: string) => json<{ commit: string }>('POST', '/publish', { change }),
  published: () => json<{ changes: PublishedChange[] }>('GET', '/published'),
  undo: (commit: string) => json<{ commit: string }>('POST', '/undo', { commit }),
};

export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A moment as people read it, in their own time zone. */
export const when = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A content file as editors know it: a page by its address, the rest by what it is (never a file name). */
export function placeOf(file: string): string {
  if (file.startsWith('content/pages/')) {
    const route = routeOfPageFile(file);
    return route === '/' ? 'Home page (/)' : `Page ${route}`;
  }
  if (file === 'content/site.yaml') return 'Site settings';
  if (file === 'content/claims.yaml') return 'Figures and facts';
  const post = /^content\/blog\/(.+)\.md$/.exec(file)?.[1];
  if (post) return `Blog post /blog/${post}`;
  if (file.startsWith('content/public/')) return `Picture ${file.slice('content/public'.length)}`;
  return 'Other content';
}
