import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { handlers, readJsonBody, type ApiContext } from './api.ts';
import { Checker } from './check.ts';
import { isGitCheckout } from './git.ts';
import { checkCaller, checkContentType, checkToken } from './guard.ts';
import { StudioError, StudioResponse, sendError, sendJson, sendRaw } from './http.ts';
import { studioPage } from './page.ts';
import { kindOf } from './paths.ts';
import { readWithHash } from './write.ts';

export const STUDIO_PATH = '/__studio';

/** The custom HMR event the Studio listens to (`import.meta.hot.on`) for edits made outside it. */
export const FILE_CHANGED_EVENT = 'studio:file-changed';

const portOf = (server: ViteDevServer) => (server.httpServer?.address() as AddressInfo | null)?.port;

async function handle(server: ViteDevServer, ctx: ApiContext, token: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const guard = { port: () => portOf(server), token };
  const url = new URL(req.url ?? '/', 'http://studio.invalid');
  // Vite's CORS middleware may have granted another localhost origin: never for the Studio.
  for (const header of ['Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Allow-Headers', 'Access-Control-Allow-Methods']) res.removeHeader(header);
  try {
    checkCaller(req, guard);
    if (!url.pathname.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new StudioError(405, 'The Studio page is only read (GET).');
      const name = url.pathname === '/' ? 'index' : url.pathname.slice(1).replace(/\.html$/, '');
      const html = /^[a-z0-9-]+$/.test(name) ? await studioPage(server, ctx.root, name, token) : null;
      if (html === null) throw new StudioError(404, `There is no Studio page at ${STUDIO_PATH}${url.pathname}.`);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      // Another site may not frame the Studio (clickjacking its Save and Commit buttons).
      res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.end(html);
      return;
    }
    checkToken(req, token);
    const key = `${req.method} ${url.pathname.slice('/api'.length)}`;
    const handler = handlers[key];
    if (!handler) {
      const known = Object.keys(handlers).some((k) => k.endsWith(` ${url.pathname.slice('/api'.length)}`));
      throw new StudioError(known ? 405 : 404, known ? `${req.method} is not accepted here.` : `There is no Studio API at ${url.pathname}.`);
    }
    if (req.method === 'POST') checkContentType(req, key === 'POST /upload' ? 'bytes' : 'json');
    const answer = await handler(ctx, { req, url, json: readJsonBody(req) });
    if (answer instanceof StudioResponse) sendRaw(res, answer);
    else sendJson(res, 200, answer);
  } catch (err) {
    if (err instanceof StudioError) return sendError(res, err);
    server.config.logger.error(`Studio: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    sendError(res, new StudioError(500, `The Studio failed: ${err instanceof Error ? err.message : String(err)}`));
  }
}

/**
 * The Studio, a visual content editor, served by `npm start` only (`apply: 'serve'`): its page at
 * /__studio and its file API at /__studio/api/* (listed in src/studio/server/README.md: files, file,
 * check, claims, save, create-page, create-post, changes, discard, commit, send, upload, remove-upload, review). Nothing of it reaches
 * a build.
 */
export function studioPlugin(root: string): Plugin {
  const token = randomBytes(32).toString('base64url');
  const checker = new Checker(root);
  let git: Promise<boolean> | undefined;
  const ctx: ApiContext = { root, checker, git: () => (git ??= isGitCheckout(root)), uploads: new Set() };
  return {
    name: 'studio',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(STUDIO_PATH, (req, res) => void handle(server, ctx, token, req, res));
      server.httpServer?.once('listening', () => {
        server.config.logger.info(`  Studio: http://127.0.0.1:${portOf(server)}${STUDIO_PATH}  (edit the content in the browser)`);
      });
      const contentDir = path.join(root, 'content');
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir + path.sep)) return;
        const rel = path.relative(root, file).split(path.sep).join('/');
        checker.forget(rel);
        if (!kindOf(root, rel)) return;
        server.ws.send({ type: 'custom', event: FILE_CHANGED_EVENT, data: { path: rel, hash: readWithHash(file)?.hash ?? null } });
      };
      server.watcher.add(contentDir);
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange);
    },
  };
}
