import type { ApiRequest } from '../../server/api.ts';
import { StudioError, StudioResponse } from '../../server/http.ts';
import { REPORT_CSP } from './preview-review.ts';
import type { Previews } from './previews.ts';
import type { SiteRepo } from './site-repo.ts';
import type { Person } from './types.ts';

/** One call of the git workflow: who asks (the server has checked their session and role), and the request. */
export type GitRoute = (repo: SiteRepo, previews: Previews, person: Person, call: ApiRequest) => Promise<unknown> | unknown;

const RANK = { editor: 0, publisher: 1, admin: 2 } as const;
const mayPublish = (person: Person) => RANK[person.role] >= RANK.publisher;

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value) throw new StudioError(400, `The request needs "${name}" as text.`);
  return value;
};

/**
 * The git workflow's calls, for the online server to mount under /__studio/api/online/ with the role
 * each needs (`role`: the least one) and the audit log around them. Answers are JSON (200) or a
 * StudioResponse (the review report); refusals throw StudioError with a plain sentence.
 */
export const gitRoutes: Record<string, { role: Person['role']; handler: GitRoute }> = {
  // Records the editor's saved changes as one step of their change, waiting to be published.
  'POST /submit': { role: 'editor', handler: async (repo, _p, person, { json }) => repo.submit(person, text(await json(), 'message')) },
  'POST /preview': { role: 'editor', handler: async (repo, previews, person) => previews.create(person, await repo.workspace(person)) },
  // Editors see their own links; publishers and admins see everyone's.
  'GET /previews': { role: 'editor', handler: async (_r, previews, person) => ({ previews: (await previews.list()).filter((p) => mayPublish(person) || p.personId === person.id) }) },
  'POST /preview/revoke': {
    role: 'editor',
    handler: async (_r, previews, person, { json }) => {
      const token = text(await json(), 'token');
      const found = (await previews.list()).find((p) => p.token === token);
      if (!found || (!mayPublish(person) && found.personId !== person.id)) throw new StudioError(404, 'This preview link does not exist or has ended already.');
      await previews.revoke(token);
      return { revoked: true };
    },
  },
  'GET /waiting': { role: 'publisher', handler: async (repo) => ({ changes: await repo.waiting() }) },
  // The review of a waiting change: `{ state }` while it is made, then the report itself (HTML).
  'GET /waiting/review': {
    role: 'publisher',
    handler: async (repo, _p, _person, { url }) => {
      const now = await repo.review(url.searchParams.get('change') ?? '');
      if (now.state === 'done') return new StudioResponse(now.html!, 'text/html; charset=utf-8', { 'Content-Security-Policy': REPORT_CSP });
      if (now.state === 'failed') throw new StudioError(500, now.error!);
      return { state: 'running' };
    },
  },
  'POST /publish': { role: 'publisher', handler: async (repo, _p, person, { json }) => repo.publish(text(await json(), 'change'), person) },
  'GET /published': { role: 'publisher', handler: async (repo) => ({ changes: await repo.published() }) },
  'POST /undo': { role: 'publisher', handler: async (repo, _p, person, { json }) => repo.undo(text(await json(), 'commit'), person) },
};
