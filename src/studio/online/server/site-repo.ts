import path from 'node:path';
import { createPreviews, gitRoutes, openSiteRepo, type Previews, type SiteRepo, type SiteRepoOptions } from '../git/index.ts';

/**
 * The seam with the git side (SEAMS.md): `openSiteRepo` gives each person a worktree on their own branch
 * of the server's clone, `createPreviews` the preview links, and `gitRoutes` the calls mounted under
 * /__studio/api/online/, each with the least role it needs (checked by app.ts before the call).
 */
export interface GitModule {
  repo: SiteRepo;
  previews: Previews;
  routes: typeof gitRoutes;
}

export async function openGit(opts: SiteRepoOptions): Promise<GitModule> {
  const repo = await openSiteRepo(opts);
  return { repo, previews: createPreviews({ dir: path.join(opts.dataDir, 'previews') }), routes: gitRoutes };
}
