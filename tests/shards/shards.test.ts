import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePages } from '../../scripts/bench/pages.ts';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { copyProject, PROJECT } from '../support/project-copy.ts';
import { build, differences, filesUnder } from './same-bytes.ts';

const out = mkdtempSync(path.join(os.tmpdir(), 'site-shards-'));
// Several builds of 1,000 pages: removing them takes longer than a hook's default 10 s on a busy machine.
afterAll(() => rmSync(out, { recursive: true, force: true }), 120_000);

/** Builds `root` whole and as three shards merged, and returns what differs between the two, dist/ and the records beside it. */
async function wholeAgainstMerged(root: string, name: string) {
  const at = (part: string) => path.join(out, name, part);
  const whole = at('whole');
  await build(root, whole);
  // The shards run one after another here; in CI each is a job of its own.
  for (const k of [1, 2, 3]) await build(root, at(`shard-${k}`), ['--shard', `${k}/3`]);
  const merged = at('merged');
  const said = await build(root, merged, ['--merge', at('shard-1'), at('shard-3'), at('shard-2')]);
  const shardPages = [1, 2, 3].map((k) => filesUnder(at(`shard-${k}`)).filter((f) => f.endsWith('.html')));
  return {
    said,
    files: filesUnder(whole).length,
    shardPages,
    dist: differences(whole, merged),
    // The report, Vite's manifest and the nginx settings beside dist/ (the whole build's cache for the next one aside).
    records: differences(buildInfoDir(whole), buildInfoDir(merged)).filter((d) => !/: cache\//.test(d)),
  };
}

describe('three shards merged are the same bytes as one build', () => {
  it('on this site', async () => {
    const result = await wholeAgainstMerged(PROJECT, 'site');
    expect(result.dist).toEqual([]);
    expect(result.records).toEqual([]);
    // Every shard had pages of its own, and no page was built twice.
    const pages = result.shardPages.flat();
    expect(result.shardPages.every((p) => p.length > 0)).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
    expect(result.said).toMatch(/sitemap lists \d+ addresses/);
  });

  it('on 1,000 generated pages', async () => {
    const copy = copyProject({ prefix: 'site-shards-1000-' });
    try {
      generatePages(copy.dir, 1000);
      // A git checkout of its own, so that sitemap dates come from git as in CI.
      const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, stdio: 'ignore' });
      git('init', '-q');
      git('add', '-A');
      git('-c', 'user.name=test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', 'pages');
      const result = await wholeAgainstMerged(copy.dir, 'generated');
      expect(result.dist).toEqual([]);
      expect(result.records).toEqual([]);
      expect(result.files).toBeGreaterThan(1000);
      // A stable partition by route: each third holds about a third of the pages.
      for (const pages of result.shardPages) expect(pages.length).toBeGreaterThan(250);
    } finally {
      copy.remove();
    }
  });
});
