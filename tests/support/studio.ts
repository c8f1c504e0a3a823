import { execFileSync } from 'node:child_process';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from './project-copy.ts';

export interface StudioServer {
  copy: ProjectCopy;
  dev: DevServer;
  url: string;
  token: string;
  /** Calls the Studio API with the token; `body` is sent as JSON unless it is a Buffer. */
  api(method: 'GET' | 'POST', endpoint: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

/** Commits everything in a folder as a fresh git repository, with an identity of its own. */
export function gitInit(dir: string): void {
  const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  run('init', '-q', '-b', 'main');
  run('add', '-A');
  run('-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', 'Initial');
}

/** `npm start` on a throwaway copy of the project, with the Studio's token read from its page. */
export async function startStudio(options: { git?: boolean } = {}): Promise<StudioServer> {
  const copy = copyProject({ prefix: 'studio-' });
  if (options.git) gitInit(copy.dir);
  const dev = await startDevServer(copy.dir);
  const page = await (await fetch(`${dev.url}/__studio`)).text();
  const token = /<meta name="studio-token" content="([^"]+)">/.exec(page)?.[1];
  if (!token) throw new Error('The Studio page has no token');
  const api: StudioServer['api'] = async (method, endpoint, body, headers = {}) => {
    const raw = Buffer.isBuffer(body);
    const res = await fetch(`${dev.url}/__studio/api/${endpoint}`, {
      method,
      headers: { 'X-Studio-Token': token, ...(body !== undefined && !raw ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  return {
    copy,
    dev,
    url: dev.url,
    token,
    api,
    close: async () => {
      await dev.close();
      copy.remove();
    },
  };
}
