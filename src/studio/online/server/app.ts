import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ApiContext } from '../../server/api.ts';
import { isGitCheckout } from '../../server/git.ts';
import { checkContentType, TOKEN_HEADER } from '../../server/guard.ts';
import { StudioError, StudioResponse, readJson, sendError, sendJson, sendRaw } from '../../server/http.ts';
import { atLeast, type Person } from './accounts.ts';
import { accountRoutes, publicRoutes, type AuthAnswer, type AuthDeps } from './auth-routes.ts';
import { securityHeaders } from './headers.ts';
import { AUDITED, roleOfApi } from './roles.ts';
import type { Session } from './sessions.ts';
import type { GitModule } from './site-repo.ts';
import { appPage, fileUnder, sendFile, withToken } from './static.ts';
import { sameSecret } from './tokens.ts';
import { sentIntoMain, useIdentity } from './send-review.ts';
import type { Sent } from '../../server/publish.ts';

export interface AppDeps extends AuthDeps {
  git: GitModule;
  /** The built Studio app (npm run studio:build). */
  appDir: string;
  trustProxy: boolean;
  log: (line: string) => void;
}

// The shared API and its content checker are loaded at the first call that needs them (an idle server stays small).
const shared = () => import('../../server/api.ts');
const checkerModule = () => import('../../server/check.ts');

const STUDIO = '/__studio';
const API = `${STUDIO}/api`;

const addressOf = (req: IncomingMessage, trustProxy: boolean): string => {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').pop()?.trim() : '';
  return forwarded || req.socket.remoteAddress || '';
};

/**
 * Requests from another site are refused: Origin, when sent, must be the Studio's own; POSTs must send
 * it (every browser does on a fetch POST); Sec-Fetch-Site, when sent, must be same-origin or none.
 */
function checkSite(req: IncomingMessage, origin: string): void {
  const given = req.headers.origin;
  if (given !== undefined && given !== origin) throw new StudioError(403, 'Requests from other sites are refused.');
  if (given === undefined && req.method === 'POST') throw new StudioError(403, 'Requests from other sites are refused (no Origin).');
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new StudioError(403, 'Requests from other sites are refused.');
}

function checkCsrf(req: IncomingMessage, session: Session): void {
  const given = req.headers[TOKEN_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, session.csrf)) {
    throw new StudioError(403, 'This request lacks the page\'s token. Reload the Studio.');
  }
}

function requireRole(person: Person, needed: Person['role']): void {
  if (!atLeast(person.role, needed)) throw new StudioError(403, `This needs the ${needed} role; you are ${person.role === 'editor' ? 'an' : 'a'} ${person.role}.`);
}

function answerAuth(res: ServerResponse, answer: AuthAnswer | unknown): void {
  if (answer && typeof answer === 'object' && 'body' in answer) {
    const a = answer as AuthAnswer;
    if (a.cookie) res.setHeader('Set-Cookie', a.cookie);
    return sendJson(res, 200, a.body);
  }
  sendJson(res, 200, answer);
}

/** The request handler of `npm run studio:serve`: the built app, the sign-in calls and the shared API, each refused unless allowed. */
export function studioApp(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const origin = new URL(deps.origin);
  const https = origin.protocol === 'https:';
  const contexts = new Map<string, Promise<ApiContext>>();
  const contextOf = (person: Person) => {
    let ctx = contexts.get(person.id);
    if (!ctx) {
      ctx = Promise.all([deps.git.repo.workspace(person), checkerModule()]).then(([root, { Checker }]) => {
        let isGit: Promise<boolean> | undefined;
        return { root, checker: new Checker(root), git: () => (isGit ??= isGitCheckout(root)), uploads: new Set<string>() };
      });
      ctx.catch(() => contexts.delete(person.id));
      contexts.set(person.id, ctx);
    }
    return ctx;
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, session: Session | null): Promise<void> {
    const route = url.pathname.slice(API.length) || '/';
    const key = `${req.method} ${route}`;
    const address = addressOf(req, deps.trustProxy);
    const pub = publicRoutes[key];
    if (pub) {
      checkSite(req, deps.origin);
      checkContentType(req, 'json');
      return answerAuth(res, await pub(deps, await readJson(req, 64 * 1024), address));
    }
    // Everything else needs a session first: a signed-out caller learns nothing more than 401.
    if (!session) throw new StudioError(401, 'Sign in to use the Studio.');
    checkSite(req, deps.origin);
    checkCsrf(req, session);
    if (key === 'GET /session') return sendJson(res, 200, { mode: 'online', person: session.person });
    const own = accountRoutes[key];
    if (own) {
      if (req.method === 'POST') checkContentType(req, 'json');
      return answerAuth(res, await own(deps, req.method === 'POST' ? await readJson(req, 64 * 1024) : {}, session));
    }
    if (route.startsWith('/online/')) {
      const name = `${req.method} ${route.slice('/online'.length)}`;
      const entry = deps.git.routes[name];
      if (!entry) throw new StudioError(404, `There is no Studio API at ${url.pathname}.`);
      requireRole(session.person, entry.role);
      if (req.method === 'POST') checkContentType(req, 'json');
      const answer = await entry.handler(deps.git.repo, deps.git.previews, session.person, { req, url, json: (await shared()).readJsonBody(req) });
      if (req.method === 'POST') await deps.accounts.audit(session.person, name.replace(/^POST \//, '').replace(/\//g, ' '), '');
      return answer instanceof StudioResponse ? sendRaw(res, answer) : sendJson(res, 200, answer);
    }
    const { handlers, readJsonBody } = await shared();
    const handler = handlers[key];
    if (!handler) {
      const known = Object.keys(handlers).some((k) => k.endsWith(` ${route}`));
      throw new StudioError(known ? 405 : 404, known ? `${req.method} is not accepted here.` : `There is no Studio API at ${url.pathname}.`);
    }
    requireRole(session.person, roleOfApi(key));
    if (req.method === 'POST') checkContentType(req, key === 'POST /upload' ? 'bytes' : 'json');
    let body: Record<string, unknown> | undefined;
    const json = async () => (body ??= await readJsonBody(req)());
    const ctx = await contextOf(session.person);
    // Send for review commits through the shared call: as the person (set each time: a workspace may be made
    // again), and it is told as going into the site's main branch, as the server publishes to (send-review.ts).
    if (key === 'POST /send') await useIdentity(ctx.root, session.person);
    let answer = await handler(ctx, { req, url, json });
    if (key === 'POST /send') answer = await sentIntoMain(ctx.root, answer as Sent, 'main');
    const action = AUDITED[key];
    if (action) await deps.accounts.audit(session.person, action, String(body?.path ?? url.searchParams.get('name') ?? body?.message ?? route.slice(1)).slice(0, 300));
    if (answer instanceof StudioResponse) sendRaw(res, answer);
    else sendJson(res, 200, answer);
  }

  async function page(res: ServerResponse, name: string, session: Session | null): Promise<void> {
    if (name !== 'signin' && !session) {
      res.statusCode = 303;
      res.setHeader('Location', `${STUDIO}/signin`);
      res.setHeader('Cache-Control', 'no-store');
      return void res.end();
    }
    const html = appPage(deps.appDir, name);
    if (html === null) throw new StudioError(404, 'There is no such Studio page.');
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(withToken(html, session?.csrf));
  }

  return async (req, res) => {
    securityHeaders(res, https);
    try {
      // DNS rebinding: only the Studio's own host name is answered.
      if ((req.headers.host ?? '').toLowerCase() !== origin.host) throw new StudioError(421, 'This server answers only at its own address.');
      const url = new URL(req.url ?? '/', deps.origin);
      // A preview link is for anyone who has it, signed in or not.
      if (await deps.git.previews.handle(req, res)) return;
      const session = await deps.sessions.of(req);
      if (url.pathname.startsWith(API + '/') || url.pathname === API) return await api(req, res, url, session);
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new StudioError(405, 'Only GET is accepted here.');
      if (url.pathname === '/' || url.pathname === STUDIO || url.pathname === `${STUDIO}/`) return await page(res, 'index', session);
      if (url.pathname === `${STUDIO}/preview` || url.pathname === `${STUDIO}/signin`) return await page(res, url.pathname.slice(STUDIO.length + 1), session);
      if (url.pathname.startsWith(`${STUDIO}/assets/`)) {
        const file = fileUnder(path.join(deps.appDir, 'assets'), url.pathname.slice(`${STUDIO}/assets/`.length));
        if (file) return sendFile(res, file, true);
        throw new StudioError(404, 'There is no such file.');
      }
      // The site's own pictures and icons, as the person's workspace has them (signed in only).
      if (!session) throw new StudioError(401, 'Sign in to use the Studio.');
      const file = fileUnder(path.join((await contextOf(session.person)).root, 'content/public'), url.pathname);
      if (file) return sendFile(res, file, false);
      throw new StudioError(404, 'There is no such file.');
    } catch (err) {
      if (err instanceof StudioError) {
        if (err.status === 429 && typeof err.details.retryAfter === 'number') res.setHeader('Retry-After', String(err.details.retryAfter));
        return sendError(res, err);
      }
      deps.log(`Studio: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      sendError(res, new StudioError(500, 'The Studio failed. The server\'s log has the details.'));
    }
  };
}
