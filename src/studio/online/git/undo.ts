import { StudioError } from '../../server/http.ts';
import { commitId } from './names.ts';
import { mergeMeetingFiles } from './meet.ts';
import { listPublished } from './published.ts';
import { identityEnv, type Repo } from './repo.ts';
import { pushWithRetries, stageAtMain } from './stage.ts';
import { refuseInvalid } from './validate.ts';
import type { Person } from './types.ts';

/**
 * Undoes a published change: a new commit on main that takes it back (git revert, the publisher as
 * author), checked and pushed, so the host deploys the site as it was. Published history is never
 * rewritten. Refused in words when it is not a publish, was undone already, or later published
 * changes touched the same words.
 */
export async function undoPublished(repo: Repo, value: unknown, publisher: Person): Promise<{ commit: string }> {
  const target = commitId(value, 'published change');
  return repo.locked(async () => {
    await repo.fetch();
    const entry = (await listPublished(repo, 500)).find((p) => p.commit === target);
    if (!entry || entry.kind !== 'publish') throw new StudioError(409, 'Only a change published from the Studio can be undone here.');
    if (entry.undoneBy) throw new StudioError(409, 'This change was undone already.');
    return pushWithRetries(
      repo,
      async () => {
        const { dir, main } = await stageAtMain(repo);
        // Where later changes touched the same lines, the data merge puts them together when they changed other fields.
        await repo.run(['revert', '--no-commit', '--no-edit', target], { cwd: dir, okCodes: [1] });
        if ((await mergeMeetingFiles(repo, dir)).length) {
          await repo.run(['reset', '--quiet', '--hard', main], { cwd: dir });
          await repo.run(['revert', '--quit'], { cwd: dir }).catch(() => undefined);
          throw new StudioError(409, 'This change cannot be undone by itself: changes published after it changed the same words. Nothing was changed on the site. Edit those words back in the Studio instead.');
        }
        refuseInvalid(dir, 'Undoing this change');
        const message = `Undo: ${entry.words}\n\nStudio-Undoes: ${target}\n`;
        const env = { ...identityEnv('AUTHOR', publisher), ...identityEnv('COMMITTER', publisher) };
        await repo.run(['commit', '--quiet', '--no-verify', '-F', '-'], { cwd: dir, input: message, env });
        const commit = (await repo.run(['rev-parse', 'HEAD'], { cwd: dir })).trim();
        return { commit, result: { commit } };
      },
      'Others were publishing at the same moment, three times in a row, so the change was not undone. Nothing was lost. Try again.',
    );
  });
}
