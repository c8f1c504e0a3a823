import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { StudioError } from '../../server/http.ts';
import { buildWorkspace } from './preview-build.ts';
import { fileFor, typeOf } from './preview-files.ts';
import { BANNER_CSS, moveCssPaths, previewPage } from './preview-html.ts';
import { siteCsp } from './preview-csp.ts';
import { previewHeaders, sendGone } from './preview-headers.ts';
import { ReviewReports } from './preview-review.ts';
import type { Person, PreviewInfo } from './types.ts';

export interface Previews {
  /** Builds the workspace with its saved changes and keeps a copy under a new unguessable link. */
  create(person: Person, workspaceDir: string): Promise<{ token: string; path: string; expiresAt: string }>;
  /** Every link that still works. */
  list(): Promise<PreviewInfo[]>;
  /** Ends a link at once (its copy goes). */
  revoke(token: string): Promise<void>;
  /** Serves /preview/<token>/** to anyone who has the link; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export interface PreviewOptions {
  /** Where the copies and their records are kept (dataDir/previews). */
  dir: string;
  /** How long a link works: 7 days by default. */
  ttlMs?: number;
  now?: () => number;
}

/** 32 random bytes: 256 bits, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PATH = /^\/preview\/([^/?#]*)(\/[^?#]*)?/;

/** Previews as folders in `dir`: <token>/site (the built copy) and <token>/info.json. Builds run one at a time. */
export function createPreviews(options: PreviewOptions): Previews {
  const ttl = options.ttlMs ?? 7 * 24 * 3600_000;
  const now = options.now ?? Date.now;
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const seeds = path.join(options.dir, 'last-build.txt');
  const reviews = new ReviewReports();
  let queue: Promise<unknown> = Promise.resolve();
  const one = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  const folder = (token: string) => path.join(options.dir, token);
  const read = (token: string): (PreviewInfo & { workspace: string }) | undefined => {
    if (!TOKEN.test(token)) return undefined;
    const file = path.join(folder(token), 'info.json');
    if (!existsSync(file)) return undefined;
    const info = JSON.parse(readFileSync(file, 'utf8')) as PreviewInfo & { workspace: string };
    if (Date.parse(info.expiresAt) <= now()) {
      rmSync(folder(token), { recursive: true, force: true });
      return undefined;
    }
    return info;
  };

  return {
    create: (person, workspace) =>
      one(async () => {
        const { dist } = await buildWorkspace(workspace, seeds);
        const token = randomBytes(32).toString('base64url');
        cpSync(dist, path.join(folder(token), 'site'), { recursive: true });
        const info = { token, path: `/preview/${token}/`, personId: person.id, createdBy: { name: person.name, email: person.email }, createdAt: new Date(now()).toISOString(), expiresAt: new Date(now() + ttl).toISOString(), workspace };
        writeFileSync(path.join(folder(token), 'info.json'), JSON.stringify(info), { mode: 0o600 });
        // Expired copies go now (reading a record removes it when it has expired), so the folder does not grow.
        for (const name of readdirSync(options.dir)) read(name);
        return { token, path: info.path, expiresAt: info.expiresAt };
      }),
    list: async () =>
      readdirSync(options.dir)
        .map((name) => read(name))
        .filter((i): i is PreviewInfo & { workspace: string } => Boolean(i))
        .map(({ workspace: _, ...info }) => info),
    revoke: async (token) => {
      if (!read(token)) throw new StudioError(404, 'This preview link does not exist or has ended already.');
      rmSync(folder(token), { recursive: true, force: true });
    },
    handle: async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://preview');
      const match = PATH.exec(url.pathname);
      if (!match) return false;
      const headers = previewHeaders();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('A preview can only be looked at.');
        return true;
      }
      const info = read(match[1]!);
      if (!info) return sendGone(res), true;
      const base = `/preview/${match[1]}`;
      const rest = match[2];
      if (rest === undefined) {
        res.writeHead(308, { ...headers, Location: `${base}/` }).end();
        return true;
      }
      if (rest === '/__preview.css') return send(res, headers, 200, 'text/css; charset=utf-8', BANNER_CSS, req), true;
      if (rest === '/__review') return reviews.serve(res, headers, { cwd: info.workspace, out: path.join(folder(match[1]!), 'review.html') }), true;
      const dist = path.join(folder(match[1]!), 'site');
      const file = fileFor(dist, rest);
      const banner = { base, by: info.createdBy.name || 'someone', expiresAt: info.expiresAt };
      if (!file) {
        const notFound = fileFor(dist, '/404');
        headers['Content-Security-Policy'] = siteCsp(dist, '/404') ?? headers['Content-Security-Policy']!;
        send(res, headers, 404, 'text/html; charset=utf-8', previewPage(notFound ? readFileSync(notFound, 'utf8') : '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>This page is not in the preview</h1></main></body></html>', banner), req);
        return true;
      }
      const type = typeOf(file);
      const csp = type.startsWith('text/html') ? siteCsp(dist, rest) : undefined;
      if (csp) headers['Content-Security-Policy'] = csp;
      const body = type.startsWith('text/html') ? previewPage(readFileSync(file, 'utf8'), banner) : type.startsWith('text/css') ? moveCssPaths(readFileSync(file, 'utf8'), base) : readFileSync(file);
      send(res, headers, 200, type, body, req);
      return true;
    },
  };
}

function send(res: ServerResponse, headers: Record<string, string>, status: number, type: string, body: string | Buffer, req: IncomingMessage): void {
  res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
