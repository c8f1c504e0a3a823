import type { Role } from './accounts.ts';

/**
 * The least role for each call of the shared Studio API (src/studio/server/api.ts `handlers`). A call
 * missing here is for admins only until someone decides (roles.test.ts names it).
 */
export const API_ROLES: Record<string, Role> = {
  'GET /session': 'editor',
  'GET /files': 'editor',
  'GET /file': 'editor',
  'POST /check': 'editor',
  'GET /claims': 'editor',
  'POST /claims': 'editor',
  'POST /save': 'editor',
  'POST /create-page': 'editor',
  'POST /create-post': 'editor',
  'GET /changes': 'editor',
  'POST /discard': 'editor',
  'POST /commit': 'editor',
  'POST /send': 'editor',
  'POST /upload': 'editor',
  'POST /remove-upload': 'editor',
  'POST /review': 'editor',
  'GET /review': 'editor',
  'GET /review/report': 'editor',
  // Posts in the live blog table: everyone reads and checks them; writing one changes the live blog at once
  // (no publish step between), so only publishers save, create, delete and restore them.
  'GET /live-posts': 'editor',
  'GET /live-post': 'editor',
  'POST /live-post/check': 'editor',
  // The preview's related articles: titles of published posts, as the public blog shows them.
  'POST /related-posts': 'editor',
  'POST /live-post/save': 'publisher',
  'POST /live-post/create': 'publisher',
  'POST /live-post/delete': 'publisher',
  'POST /live-post/restore': 'publisher',
};

export const roleOfApi = (key: string): Role => API_ROLES[key] ?? 'admin';

/** What the audit log records of the shared API's calls that change something (reads are not logged). */
export const AUDITED: Record<string, string> = {
  'POST /save': 'save',
  'POST /create-page': 'save',
  'POST /create-post': 'save',
  'POST /discard': 'save',
  'POST /upload': 'save',
  'POST /commit': 'save',
  'POST /send': 'send for review',
  'POST /live-post/save': 'save',
  'POST /live-post/create': 'save',
  'POST /live-post/delete': 'save',
  'POST /live-post/restore': 'save',
};
