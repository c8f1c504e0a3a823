import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the git processes the batch starts, while still running them.
const spawned = vi.hoisted(() => ({ git: 0 }));
vi.mock('node:child_process', async (original) => {
  const real = await original<typeof import('node:child_process')>();
  return {
    ...real,
    execFileSync: ((cmd: string, ...rest: unknown[]) => {
      if (cmd === 'git') spawned.git++;
      return (real.execFileSync as (...a: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof real.execFileSync,
  };
});
const { committedDates, committedDatesAsync, lastModified } = await import('../../../scripts/build/lastmod.ts');

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const touch = (file: string, day: string) => utimesSync(path.join(dir, file), new Date(`${day}T12:00:00Z`), new Date(`${day}T12:00:00Z`));
const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });
function commit(cwd: string, day: string, message: string) {
  const at = `${day}T12:00:00Z`;
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', message], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at },
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
  spawned.git = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('last-change dates for the sitemap', () => {
  it('takes committed files from their newest commit, and changed or new files from their modification time', async () => {
    run(dir, 'init', '-q');
    write('content/pages/about.yaml', 'a: 1\n');
    write('content/pages/team.yaml', 'a: 1\n');
    write('content/blog/renamed.md', 'x\n');
    run(dir, 'add', '-A');
    commit(dir, '2021-03-04', 'first');
    write('content/pages/team.yaml', 'a: 2\n');
    run(dir, 'add', '-A');
    commit(dir, '2022-05-06', 'second');

    write('content/pages/about.yaml', 'a: changed, not committed\n');
    touch('content/pages/about.yaml', '2023-07-08');
    write('content/pages/new.yaml', 'a: untracked\n');
    touch('content/pages/new.yaml', '2024-09-10');
    run(dir, 'mv', 'content/blog/renamed.md', 'content/blog/moved.md');
    touch('content/blog/moved.md', '2025-01-02');

    const dates = committedDates(dir);
    expect(Object.fromEntries(dates)).toEqual({ 'content/pages/team.yaml': '2022-05-06' });
    // The build's way (asked as it starts, awaited before the pages are dated) gives the same answer.
    expect(await committedDatesAsync(dir)).toEqual(dates);
    expect(lastModified(dir, 'content/pages/team.yaml')).toBe('2022-05-06');
    expect(lastModified(dir, 'content/pages/about.yaml')).toBe('2023-07-08');
    expect(lastModified(dir, 'content/pages/new.yaml')).toBe('2024-09-10');
    expect(lastModified(dir, 'content/blog/moved.md')).toBe('2025-01-02');
  });

  it('asks git a fixed number of times however many files there are', () => {
    run(dir, 'init', '-q');
    for (let i = 0; i < 60; i++) write(`content/pages/p${i}.yaml`, `a: ${i}\n`);
    run(dir, 'add', '-A');
    commit(dir, '2020-02-02', 'many');
    spawned.git = 0;
    for (let i = 0; i < 60; i++) expect(lastModified(dir, `content/pages/p${i}.yaml`)).toBe('2020-02-02');
    expect(spawned.git).toBeLessThanOrEqual(3);
  });

  it('works for a project kept in a folder of a bigger repository', async () => {
    run(dir, 'init', '-q');
    write('site/content/pages/about.yaml', 'a: 1\n');
    run(dir, 'add', '-A');
    commit(dir, '2019-11-12', 'nested');
    expect(Object.fromEntries(committedDates(path.join(dir, 'site')))).toEqual({ 'content/pages/about.yaml': '2019-11-12' });
    expect(Object.fromEntries(await committedDatesAsync(path.join(dir, 'site')))).toEqual({ 'content/pages/about.yaml': '2019-11-12' });
  });

  it('uses modification times in a folder that is not a git checkout', async () => {
    write('content/pages/about.yaml', 'a: 1\n');
    touch('content/pages/about.yaml', '2018-06-07');
    expect(committedDates(dir).size).toBe(0);
    expect((await committedDatesAsync(dir)).size).toBe(0);
    expect(lastModified(dir, 'content/pages/about.yaml')).toBe('2018-06-07');
  });

  it('uses modification times in a checkout with no commit yet (git init, then a build)', async () => {
    run(dir, 'init', '-q');
    write('content/pages/about.yaml', 'a: 1\n');
    touch('content/pages/about.yaml', '2017-04-05');
    run(dir, 'add', '-A');
    expect(committedDates(dir).size).toBe(0);
    expect((await committedDatesAsync(dir)).size).toBe(0);
    expect(lastModified(dir, 'content/pages/about.yaml')).toBe('2017-04-05');
  });
});
