import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the git processes started, while still running them.
const spawned = vi.hoisted(() => ({ git: 0 }));
vi.mock('node:child_process', async (original) => {
  const real = await original<typeof import('node:child_process')>();
  return {
    ...real,
    execFileSync: ((cmd: string, ...rest: unknown[]) => {
      if (cmd === 'git') spawned.git++;
      return (real.execFileSync as (...a: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof real.execFileSync,
    execFile: ((cmd: string, ...rest: unknown[]) => {
      if (cmd === 'git') spawned.git++;
      return (real.execFile as (...a: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof real.execFile,
  };
});
const { committedDates } = await import('../../../scripts/build/lastmod.ts');
const { KeptDates } = await import('../../../scripts/build/kept-dates.ts');

let dir: string;
let saves = 0;
/**
 * Each save a minute later, all in the past: a file changed in the same second as git's index is
 * one git checks again on every call, rewriting its index each time (racy git), which would read
 * everything again here where a person's saves come seconds apart.
 */
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
  const at = new Date(Date.UTC(2020, 0, 1, 0, ++saves));
  utimesSync(path.join(dir, file), at, at);
};
const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
function commit(day: string) {
  const at = `${day}T12:00:00Z`;
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', day], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at },
  });
}
/** The dates a build reading everything from git would use now. */
const fresh = () => Object.fromEntries(committedDates(dir));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kept-dates-'));
  run('init', '-q');
  write('content/pages/a.yaml', 'a: 1\n');
  write('content/pages/b.yaml', 'b: 1\n');
  write('content/pages/[odd].yaml', 'c: 1\n');
  run('add', '-A');
  commit('2021-03-04');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('git dates kept between the builds of --watch', () => {
  it('gives after every save the dates a build reading everything gives, asking git only about the files saved', async () => {
    const kept = new KeptDates(dir);
    expect(Object.fromEntries(await kept.refresh(undefined))).toEqual(fresh());

    // Page a saved (not committed): its date is its modification time from now on.
    write('content/pages/a.yaml', 'a: 2\n');
    spawned.git = 0;
    const afterA = Object.fromEntries(await kept.refresh(['content/pages/a.yaml']));
    expect(spawned.git).toBe(2);
    expect(afterA).toEqual(fresh());
    expect(afterA['content/pages/a.yaml']).toBeUndefined();

    // Then page b, and a name git would read as a pattern: a stays changed.
    write('content/pages/b.yaml', 'b: 2\n');
    write('content/pages/[odd].yaml', 'c: 2\n');
    expect(Object.fromEntries(await kept.refresh(['content/pages/b.yaml', 'content/pages/[odd].yaml']))).toEqual(fresh());
    expect(Object.keys(fresh())).toEqual([]);

    // a saved back as committed: its commit date again.
    write('content/pages/a.yaml', 'a: 1\n');
    expect(Object.fromEntries(await kept.refresh(['content/pages/a.yaml']))).toEqual(fresh());
    expect(fresh()['content/pages/a.yaml']).toBe('2021-03-04');

    // A new page, not committed; a save outside content/ asks git nothing about files.
    write('content/pages/new.yaml', 'n: 1\n');
    expect(Object.fromEntries(await kept.refresh(['content/pages/new.yaml', 'schemas/page.schema.json']))).toEqual(fresh());
    spawned.git = 0;
    await kept.refresh(['schemas/page.schema.json']);
    expect(spawned.git).toBe(1);
  });

  it('reads everything again after a commit or a change to the index, which no save reports', async () => {
    const kept = new KeptDates(dir);
    await kept.refresh(undefined);
    write('content/pages/a.yaml', 'a: 2\n');
    write('content/pages/b.yaml', 'b: 2\n');
    await kept.refresh(['content/pages/a.yaml', 'content/pages/b.yaml']);

    run('add', 'content/pages/a.yaml');
    commit('2022-05-06');
    const afterCommit = Object.fromEntries(await kept.refresh([]));
    expect(afterCommit).toEqual(fresh());
    expect(afterCommit['content/pages/a.yaml']).toBe('2022-05-06');

    // b's change put back by git alone (the file written by checkout is a save the watcher reports; the index is not).
    run('checkout', '--', 'content/pages/b.yaml');
    expect(Object.fromEntries(await kept.refresh(['content/pages/b.yaml']))).toEqual(fresh());
    expect(fresh()['content/pages/b.yaml']).toBe('2021-03-04');

    run('rm', '-q', '--cached', 'content/pages/b.yaml');
    expect(Object.fromEntries(await kept.refresh([]))).toEqual(fresh());
    expect(fresh()['content/pages/b.yaml']).toBeUndefined();
  });

  it('has no dates outside a git checkout', async () => {
    rmSync(path.join(dir, '.git'), { recursive: true, force: true });
    expect((await new KeptDates(dir).refresh(undefined)).size).toBe(0);
  });
});
