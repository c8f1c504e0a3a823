import type { IncomingMessage } from 'node:http';
import { changesOf, commit, discard } from './changes.ts';
import type { Checker } from './check.ts';
import { createPage, createPost } from './create.ts';
import { listContent } from './files.ts';
import { liveHandlers } from './live/handlers.ts';
import { relatedHandlers } from './related.ts';
import { StudioError, readJson, stringField } from './http.ts';
import { editablePath } from './paths.ts';
import { sendForReview } from './publish.ts';
import { reviewHandlers } from './review.ts';
import { planOf, saveFile } from './save.ts';
import { removeUpload, upload } from './upload.ts';
import { readWithHash } from './write.ts';

export interface ApiContext {
  root: string;
  checker: Checker;
  git: () => Promise<boolean>;
  /** Pictures uploaded while this server runs (site paths): only these may be removed again. */
  uploads: Set<string>;
}

export interface ApiRequest {
  req: IncomingMessage;
  url: URL;
  /** The JSON body of a POST (uploads read their own bytes). */
  json: () => Promise<Record<string, unknown>>;
}

type Handler = (ctx: ApiContext, request: ApiRequest) => Promise<unknown> | unknown;

/** `METHOD /name` → what it answers (200 with JSON); refusals and failures throw a StudioError. */
export const handlers: Record<string, Handler> = {
  // The online server answers this itself with the person signed in (src/studio/online/server).
  'GET /session': () => ({ mode: 'local' }),
  'GET /files': async (ctx) => listContent(ctx.root, await ctx.git()),
  'GET /file': (ctx, { url }) => {
    const file = editablePath(ctx.root, url.searchParams.get('path'));
    const read = readWithHash(file.abs);
    if (!read) throw new StudioError(404, `${file.rel} does not exist.`);
    return { path: file.rel, ...read };
  },
  'POST /check': async (ctx, { json }) => {
    const body = await json();
    const file = editablePath(ctx.root, body.path);
    return ctx.checker.check(file.rel, stringField(body, 'text'), file, planOf(body.plan), typeof body.claims === 'string' ? body.claims : undefined);
  },
  'GET /claims': (ctx) => ctx.checker.claims(),
  'POST /claims': async (ctx, { json }) => {
    const body = await json();
    const file = editablePath(ctx.root, body.path);
    return ctx.checker.claims({ rel: file.rel, text: stringField(body, 'text') });
  },
  'POST /save': async (ctx, { json }) => saveFile(ctx.root, ctx.checker, await json(), { git: ctx.git }),
  'POST /create-page': async (ctx, { json }) => createPage(ctx.root, ctx.checker, await json()),
  'POST /create-post': async (ctx, { json }) => createPost(ctx.root, ctx.checker, await json()),
  'GET /changes': async (ctx) => changesOf(ctx.root, await ctx.git()),
  'POST /discard': async (ctx, { json }) => {
    const result = await discard(ctx.root, await ctx.git(), (await json()).path);
    ctx.checker.forget(result.path);
    return result;
  },
  'POST /commit': async (ctx, { json }) => {
    const body = await json();
    return commit(ctx.root, await ctx.git(), body.message, body.files);
  },
  'POST /send': async (ctx, { json }) => {
    const body = await json();
    return sendForReview(ctx.root, await ctx.git(), body.message, body.files);
  },
  'POST /upload': async (ctx, { req, url }) => {
    const stored = await upload(ctx.root, req, url);
    // A picture that replaced one of the site's own is never removed again (its old bytes are gone).
    if (url.searchParams.get('overwrite') !== '1') ctx.uploads.add(stored.path);
    // The next check must know the new file at once (the watcher may tell a moment later).
    ctx.checker.forget(`content/public${stored.path}`);
    return stored;
  },
  'POST /remove-upload': async (ctx, { json }) => {
    const removed = removeUpload(ctx.root, ctx.uploads, (await json()).path);
    ctx.checker.forget(`content/public${removed.path}`);
    return removed;
  },
  ...reviewHandlers,
  ...liveHandlers,
  ...relatedHandlers,
};

export const readJsonBody = (req: IncomingMessage) => () => readJson(req);
