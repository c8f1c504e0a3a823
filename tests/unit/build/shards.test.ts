import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyShardFiles, inShard, parseShard, readShards, SHARD_RECORDS, writeShardRecords, type ShardRecords } from '../../../scripts/build/shards.ts';
import type { SiteSettings } from '../../../src/generated/content.ts';

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shards-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const site = { url: 'https://www.example.com', locale: 'en' } as unknown as SiteSettings;
const shardDir = (index: number, count: number, files: Record<string, string> = {}, records: Partial<ShardRecords> = {}) => {
  const dir = tmp();
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeShardRecords(dir, { shard: { index, count }, site, runs: [], ...records });
  return dir;
};

describe('shards', () => {
  it('reads k/n and explains a wrong one', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const wrong of ['0/3', '4/3', '2', 'a/b', '1/0']) expect(() => parseShard(wrong)).toThrow(/such as --shard 2\/4/);
  });

  it('gives every route to exactly one shard, the same one each time', () => {
    const routes = Array.from({ length: 300 }, (_, i) => `/locations/city-${i}`);
    const owners = routes.map((r) => [1, 2, 3, 4].filter((index) => inShard(r, { index, count: 4 })));
    expect(owners.every((o) => o.length === 1)).toBe(true);
    expect(routes.map((r) => [1, 2, 3, 4].find((index) => inShard(r, { index, count: 4 })))).toEqual(owners.map((o) => o[0]));
    // Roughly even: no quarter is empty or holds half.
    for (const index of [1, 2, 3, 4]) {
      const share = owners.filter((o) => o[0] === index).length;
      expect(share).toBeGreaterThan(40);
      expect(share).toBeLessThan(120);
    }
  });

  it('refuses a merge with a shard missing, twice, from another split or without records', () => {
    expect(() => readShards([shardDir(1, 3), shardDir(3, 3)])).toThrow(/missing 2\/3/);
    expect(() => readShards([shardDir(1, 2), shardDir(1, 2)])).toThrow(/exactly once/);
    expect(() => readShards([shardDir(1, 2), shardDir(2, 3)])).toThrow(/exactly once/);
    expect(() => readShards([tmp()])).toThrow(/is not a shard's output/);
    const other = { ...site, url: 'https://other.example.com' } as SiteSettings;
    expect(() => readShards([shardDir(1, 2), shardDir(2, 2, {}, { site: other })])).toThrow(/different site settings/);
  });

  it('copies every shard’s files, leaves the records out, and stops when a shared file differs', () => {
    const a = shardDir(1, 2, { 'about.html': 'about', 'assets/site-1.js': 'js' });
    const b = shardDir(2, 2, { 'index.html': 'home', 'assets/site-1.js': 'js' });
    const dist = path.join(tmp(), 'dist');
    copyShardFiles([a, b], dist);
    expect(readShards([a, b])).toHaveLength(2);
    expect(readdirSync(dist).sort()).toEqual(['about.html', 'assets', 'index.html']);
    expect(existsSync(path.join(dist, SHARD_RECORDS))).toBe(false);
    const c = shardDir(2, 2, { 'assets/site-1.js': 'other js' });
    expect(() => copyShardFiles([a, c], path.join(tmp(), 'dist'))).toThrow(/assets\/site-1.js differs between the shards/);
  });
});
