import { StudioError } from '../../server/http.ts';
import { commitId } from './names.ts';
import { mergeMeetingFiles } from './meet.ts';
import { identityEnv, type Repo } from './repo.ts';
import { pushWithRetries, stageAtMain } from './stage.ts';
import { place, refuseInvalid } from './validate.ts';
import { describeChange, doneRef, PEOPLE } from './waiting.ts';
import { catchUp } from './workspace.ts';
import type { Person } from './types.ts';

const oneLine = (s: string) => s.replace(/[<>\n\r]/g, '').trim();
const places = (files: string[]) => [...new Set(files.map(place))].join(', ');

/**
 * Publishes one waiting change: its steps put together onto the newest main as ONE commit with the
 * editor as author and the publisher as committer (so Undo is one revert), checked as `npm run
 * validate` checks, and pushed to the remote's main so the host deploys. If someone pushed to main
 * meanwhile, it fetches and puts the change together again (three tries). Every refusal is a plain
 * sentence and leaves everything as it was: the change still waits, main is untouched.
 */
export async function publishChange(repo: Repo, changeId: unknown, publisher: Person): Promise<{ commit: string }> {
  const tip = commitId(changeId);
  return repo.locked(async () => {
    // The person's branch is the server's own; main is fetched by pushWithRetries before each try.
    const ref = (await repo.run(['for-each-ref', `--points-at=${tip}`, '--format=%(refname)', PEOPLE])).split('\n').find(Boolean);
    if (!ref) throw new StudioError(409, 'This change was updated or published since the list was shown. Look at the waiting changes again.');
    const personId = ref.slice(PEOPLE.length);
    const change0 = await describeChange(repo, personId);
    const published = await pushWithRetries(
      repo,
      async () => {
        const change = await describeChange(repo, personId);
        const { dir, main } = await stageAtMain(repo);
        await repo.run(['merge', '--squash', '--quiet', '--no-verify', tip], { cwd: dir, okCodes: [1] });
        const left = await mergeMeetingFiles(repo, dir);
        if (left.length) {
          await repo.run(['reset', '--quiet', '--hard', main], { cwd: dir });
          throw new StudioError(409, `This change cannot be published as it is: since it was made, other published changes changed the same words (on ${places(left)}). Nothing was published. Ask ${change.author.name || 'its author'} to open it again and save it on top of what is live now.`);
        }
        if (!(await repo.run(['diff', '--cached', '--name-only'], { cwd: dir })).trim()) throw new StudioError(409, 'This change is already live: there is nothing left to publish.');
        refuseInvalid(dir, 'This change');
        const words = change.words.length ? change.words : ['Changes from the Studio'];
        const subject = words.length === 1 ? words[0]!.split('\n')[0]! : words.map((w) => w.split('\n')[0]).join('; ');
        const body = words.length > 1 || words[0]!.includes('\n') ? `\n\n${words.join('\n\n')}` : '';
        const message = `${subject}${body}\n\nStudio-Change: ${tip}\nPublished-by: ${oneLine(publisher.name)} <${oneLine(publisher.email)}>\n`;
        const env = { ...identityEnv('AUTHOR', change.author), ...identityEnv('COMMITTER', publisher) };
        await repo.run(['commit', '--quiet', '--no-verify', '-F', '-'], { cwd: dir, input: message, env });
        const commit = (await repo.run(['rev-parse', 'HEAD'], { cwd: dir })).trim();
        return { commit, result: { commit } };
      },
      'Others were publishing at the same moment, three times in a row, so this change was not published. Nothing was lost: it is still waiting. Try again.',
    );
    // Its steps so far are live: the next change of this person starts after them.
    await repo.run(['update-ref', doneRef(personId), tip]);
    await catchUp(repo, { id: personId }, published.commit, change0.author);
    return published;
  });
}
