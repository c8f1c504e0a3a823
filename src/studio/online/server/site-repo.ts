import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { git } from '../../server/git.ts';
import type { Person } from './accounts.ts';

/**
 * The seam with online-git (SEAMS.md): `openSiteRepo` of src/studio/online/git/index.ts gives each
 * person a worktree on their own branch, and its routes.ts the publish, preview and undo calls. This
 * file types what the server uses of it and loads it when it is there.
 */
export interface SiteRepoOptions { remote: string; dataDir: string; gitEnv?: Record<string, string>; mainBranch?: string }
export interface SiteRepo {
  workspace(person: Person): Promise<string>;
}
export type OnlineRoute = (repo: unknown, previews: unknown, person: Person, call: unknown) => Promise<unknown> | unknown;
export interface GitModule {
  repo: SiteRepo;
  previews?: { handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<boolean> };
  /** `METHOD /name` → handler, mounted under /__studio/api/online/. */
  routes: Record<string, OnlineRoute>;
}

const GIT_MODULE = '../git/index.ts';
const GIT_ROUTES = '../git/routes.ts';

/** online-git's module when this checkout has it; otherwise the server's own plain clone (below). */
export async function openGit(opts: SiteRepoOptions): Promise<GitModule> {
  if (existsSync(path.join(import.meta.dirname, GIT_MODULE))) {
    const mod = (await import(/* @vite-ignore */ GIT_MODULE)) as Record<string, any>;
    const repo = (await mod.openSiteRepo(opts)) as SiteRepo;
    const routesMod = existsSync(path.join(import.meta.dirname, GIT_ROUTES)) ? ((await import(/* @vite-ignore */ GIT_ROUTES)) as Record<string, any>) : {};
    const previews = mod.openPreviews ? await mod.openPreviews(opts, repo) : undefined;
    return { repo, previews, routes: (routesMod.routes ?? {}) as Record<string, OnlineRoute> };
  }
  return { repo: await plainClone(opts), routes: {} };
}

/**
 * Until online-git's module is in this checkout: one real clone of the remote in the data folder, and
 * for each person a worktree of their own on branch studio/people/<id> (no publish, preview or undo).
 */
async function plainClone(opts: SiteRepoOptions): Promise<SiteRepo> {
  const clone = path.join(opts.dataDir, 'site');
  const env = opts.gitEnv;
  if (!existsSync(path.join(clone, '.git'))) {
    mkdirSync(opts.dataDir, { recursive: true });
    // `--` ends the options: the remote is data, never an option, whatever it says.
    await git(opts.dataDir, ['clone', '--quiet', '--', opts.remote, clone], { env });
  }
  return {
    async workspace(person) {
      if (!/^[0-9a-f-]{36}$/.test(person.id)) throw new Error('A person id is a UUID.');
      const dir = path.join(opts.dataDir, 'people', person.id);
      if (!existsSync(dir)) {
        mkdirSync(path.dirname(dir), { recursive: true });
        const branch = `studio/people/${person.id}`;
        const known = (await git(clone, ['branch', '--list', branch])).trim();
        await git(clone, known ? ['worktree', 'add', '--quiet', dir, branch] : ['worktree', 'add', '--quiet', '-b', branch, dir, opts.mainBranch ? `origin/${opts.mainBranch}` : 'HEAD'], { env });
      }
      return dir;
    },
  };
}
