import path from 'node:path';
import { StudioError } from '../../server/http.ts';
import { commitId } from './names.ts';
import { ReviewReports, type ReviewState } from './preview-review.ts';
import { publishChange } from './publish.ts';
import { listPublished } from './published.ts';
import { Repo } from './repo.ts';
import { stageAtMain } from './stage.ts';
import { warmChecker } from './validate.ts';
import type { Person, PublishedChange, SiteRepoOptions, WaitingChange } from './types.ts';
import { undoPublished } from './undo.ts';
import { listWaiting, PEOPLE } from './waiting.ts';
import { ensureWorkspace, submitWork, workspaceDir } from './workspace.ts';

export interface SiteRepo {
  /** The person's own worktree (branch studio/people/<id>): the folder the Studio's file API works in for them. */
  workspace(person: Person): Promise<string>;
  /** Commits the person's saved content changes on their branch, with them as the author. */
  submit(person: Person, message: string): Promise<{ commit: string }>;
  /** Every person's branch with something not live yet. */
  waiting(): Promise<WaitingChange[]>;
  /** Puts a waiting change live (merged into main and pushed); StudioError 409/422 with a plain sentence when refused. */
  publish(changeId: string, publisher: Person): Promise<{ commit: string }>;
  /** What went live from the Studio, newest first. */
  published(limit?: number): Promise<PublishedChange[]>;
  /** Takes a published change back with a revert commit, pushed. */
  undo(commit: string, publisher: Person): Promise<{ commit: string }>;
  /** The review report of a waiting change (scripts/review), made on first request. */
  review(changeId: string): Promise<ReviewState>;
  /** The folder of the server's own clone (bare). */
  readonly gitDir: string;
}

const PROJECT_MODULES = path.resolve(import.meta.dirname, '../../../../node_modules');

/**
 * Opens (the first time: clones) the server's own copy of the site's repository in opts.dataDir and
 * fetches. The credential goes to git as environment (opts.gitEnv, see credentials.ts).
 */
export async function openSiteRepo(opts: SiteRepoOptions): Promise<SiteRepo> {
  const repo = new Repo(opts, opts.nodeModules ?? PROJECT_MODULES);
  await repo.locked(async () => {
    await repo.open();
    // The stage is made, and the content checker's schemas compiled (about 5 s the first time), now
    // rather than in the first publish, which must be pushed within seconds.
    const { dir } = await stageAtMain(repo);
    warmChecker(dir);
  });
  const reports = new ReviewReports();
  return {
    gitDir: repo.gitDir,
    workspace: (person) => ensureWorkspace(repo, person),
    submit: (person, message) => submitWork(repo, person, message),
    waiting: () => listWaiting(repo),
    publish: (changeId, publisher) => publishChange(repo, changeId, publisher),
    published: async (limit) => {
      await repo.locked(() => repo.fetch());
      return listPublished(repo, limit);
    },
    undo: (commit, publisher) => undoPublished(repo, commit, publisher),
    review: async (changeId) => {
      const tip = commitId(changeId);
      await repo.locked(() => repo.fetch());
      const ref = (await repo.run(['for-each-ref', `--points-at=${tip}`, '--format=%(refname)', PEOPLE])).split('\n').find(Boolean);
      if (!ref) throw new StudioError(404, 'This change was updated or published since the list was shown. Look at the waiting changes again.');
      const cwd = workspaceDir(repo, { id: ref.slice(PEOPLE.length) });
      return reports.status({ cwd, head: tip, out: path.join(opts.dataDir, 'reviews', `${tip}.html`) });
    },
  };
}
