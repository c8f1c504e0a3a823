import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { rewriteYaml } from '../yaml/rewrite.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio({ git: true });
}, 60_000);
afterAll(() => studio?.close());

const ABOUT = 'content/pages/about.yaml';
const gitOut = (...args: string[]) => execFileSync('git', args, { cwd: studio.copy.dir, encoding: 'utf8' });
const read = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');

/** Saves the about page with its SEO title changed, through the Studio. */
async function saveTitle(title: string) {
  const { json } = await studio.api('GET', `file?path=${ABOUT}`);
  const data = parse(json.text);
  const old = data.seo.title as string;
  data.seo.title = title;
  expect((await studio.api('POST', 'save', { path: ABOUT, text: rewriteYaml(json.text, data), baseHash: json.hash })).status).toBe(200);
  return old;
}

describe('changes, discard and commit in a git checkout', { timeout: 30_000 }, () => {
  it('lists changed and new content files with their diff, and nothing outside content/', async () => {
    const line = read(ABOUT).split('\n').find((l) => /^ {2}title: /.test(l))!;
    const old = await saveTitle('A title changed by the Studio');
    writeFileSync(studio.copy.file('content/public/new.txt'), 'new\n');
    writeFileSync(studio.copy.file('README-outside.md'), 'not content\n');
    const { status, json } = await studio.api('GET', 'changes');
    expect(status).toBe(200);
    expect(json.git).toBe(true);
    expect(json.files.map((f: { path: string; status: string }) => [f.path, f.status])).toEqual([
      [ABOUT, 'modified'],
      ['content/public/new.txt', 'added'],
    ]);
    const diff = json.files[0].diff as string;
    expect(diff.split('\n').filter((l) => /^[-+][^-+]/.test(l))).toEqual([`-${line}`, `+${line.replace(old, 'A title changed by the Studio')}`]);
    expect(json.files[1].diff).toContain('+new');
  });

  it('discards one file back to the last commit, and deletes a file the last commit lacks', async () => {
    const committed = gitOut('show', `HEAD:${ABOUT}`);
    const back = await studio.api('POST', 'discard', { path: ABOUT });
    expect(back.status).toBe(200);
    expect(back.json.text).toBe(committed);
    expect(read(ABOUT)).toBe(committed);
    const gone = await studio.api('POST', 'discard', { path: 'content/public/new.txt' });
    expect(gone.json).toEqual({ path: 'content/public/new.txt', text: null, hash: null });
    expect(existsSync(studio.copy.file('content/public/new.txt'))).toBe(false);
    expect((await studio.api('POST', 'discard', { path: 'content/../package.json' })).status).toBe(403);
  });

  it('commits content changes only, with a message, leaving other staged work staged', async () => {
    await saveTitle('A title committed by the Studio');
    writeFileSync(studio.copy.file('package.json'), `${read('package.json')}\n`);
    gitOut('add', 'package.json');
    expect((await studio.api('POST', 'commit', { message: '   ' })).status).toBe(422);
    const { status, json } = await studio.api('POST', 'commit', { message: 'New about title' });
    expect(status).toBe(200);
    expect(json.commit).toBe(gitOut('rev-parse', 'HEAD').trim());
    expect(gitOut('show', '--name-only', '--format=%s', 'HEAD').trim().split('\n')).toEqual(['New about title', '', ABOUT]);
    expect(gitOut('diff', '--cached', '--name-only').trim()).toBe('package.json');
    expect((await studio.api('GET', 'changes')).json.files).toEqual([]);
    const nothing = await studio.api('POST', 'commit', { message: 'Again' });
    expect(nothing.status).toBe(409);
    expect(nothing.json.error).toBe('There are no content changes to commit.');
  });

  it('commits without a git identity configured, as the Studio', async () => {
    await saveTitle('A title committed without an identity');
    const env = { HOME: studio.copy.dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
    Object.assign(process.env, env);
    try {
      const { status } = await studio.api('POST', 'commit', { message: 'No identity' });
      expect(status).toBe(200);
      expect(gitOut('log', '-1', '--format=%an <%ae>').trim()).toBe('Studio <studio@localhost>');
    } finally {
      for (const key of Object.keys(env)) delete process.env[key];
    }
  });
});

describe('outside a git checkout', () => {
  it('says git: false for changes and refuses discard and commit in plain words', async () => {
    const plain = await startStudio();
    try {
      expect((await plain.api('GET', 'changes')).json).toEqual({ git: false, files: [] });
      expect((await plain.api('GET', 'files')).json.git).toBe(false);
      const commit = await plain.api('POST', 'commit', { message: 'x' });
      expect(commit.status).toBe(409);
      expect(commit.json.error).toMatch(/keeps no history of changes/);
      expect((await plain.api('POST', 'discard', { path: ABOUT })).status).toBe(409);
      const send = await plain.api('POST', 'send', { message: 'x' });
      expect(send.status).toBe(409);
      expect(send.json.error).toMatch(/keeps no history of changes/);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
