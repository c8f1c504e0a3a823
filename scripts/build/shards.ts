import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import type { RouteRun } from './site-files.ts';

/** One of n equal parts of the routes: `--shard 2/4` is { index: 2, count: 4 }. */
export interface Shard {
  index: number;
  count: number;
}

/** A mistake in --shard or --merge, said for the person who typed it. */
export class ShardProblem extends Error {}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(count >= 1 && index >= 1 && index <= count)) {
    throw new ShardProblem(`--shard takes which part and how many parts, such as --shard 2/4 (parts are numbered from 1); got "${text}".`);
  }
  return { index, count };
}

/**
 * Whether a route is this shard's. Decided by the route alone (a hash of it), so every machine of a
 * CI matrix agrees without talking to the others, and a route keeps its shard when pages are added.
 * A route's addresses (a blog route's posts) stay together, with their order.
 */
export function inShard(route: string, shard: Shard): boolean {
  const hash = createHash('sha1').update(route).digest().readUInt32BE(0);
  return (hash % shard.count) + 1 === shard.index;
}

/** A shard's records, inside its output folder: the one folder a CI job uploads. */
export const SHARD_RECORDS = '.shard/records.json';

/** Which build made a shard: shards of different builds must not be merged. */
export interface ShardRecords {
  shard: Shard;
  /** The site settings the pages were rendered with (site.yaml and SITE_URL). */
  site: SiteSettings;
  runs: RouteRun[];
}

export function writeShardRecords(dir: string, records: ShardRecords): void {
  mkdirSync(path.join(dir, path.dirname(SHARD_RECORDS)), { recursive: true });
  writeFileSync(path.join(dir, SHARD_RECORDS), JSON.stringify(records));
}

/** Reads every shard's records and checks that together they are one whole build: n shards, each once, of the same site. */
export function readShards(dirs: string[]): ShardRecords[] {
  if (!dirs.length) throw new ShardProblem('--merge takes the shards’ output folders, such as --merge shards/1 shards/2 shards/3.');
  const shards = dirs.map((dir) => {
    const file = path.join(dir, SHARD_RECORDS);
    if (!existsSync(file)) throw new ShardProblem(`${dir} is not a shard's output: it has no ${SHARD_RECORDS} (build it with npm run build -- --shard k/n).`);
    return JSON.parse(readFileSync(file, 'utf8')) as ShardRecords;
  });
  const count = shards[0]!.shard.count;
  const have = shards.map((s) => s.shard.index).sort((a, b) => a - b);
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !have.includes(i));
  if (shards.some((s) => s.shard.count !== count) || missing.length || have.length !== count) {
    throw new ShardProblem(`--merge needs every shard of one build exactly once: got ${have.map((i) => `${i}/${count}`).join(', ')}${missing.length ? `; missing ${missing.map((i) => `${i}/${count}`).join(', ')}` : ''}.`);
  }
  const site = JSON.stringify(shards[0]!.site);
  if (shards.some((s) => JSON.stringify(s.site) !== site)) throw new ShardProblem('The shards were built with different site settings (site.yaml or SITE_URL): build them again from one commit and one environment.');
  return shards;
}

/**
 * Copies the shards' files into `dist`. Pages are in one shard each; the bundles are in all of them
 * and must be the same bytes (one commit, one environment), or the pages would name files that differ.
 */
export function copyShardFiles(dirs: string[], dist: string): void {
  const skip = path.dirname(SHARD_RECORDS);
  const copy = (from: string, to: string, rel: string) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (!rel && entry.name === skip) continue;
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) {
        mkdirSync(target, { recursive: true });
        copy(source, target, path.join(rel, entry.name));
      } else if (!existsSync(target)) copyFileSync(source, target);
      else if (!readFileSync(source).equals(readFileSync(target))) {
        throw new ShardProblem(`${path.join(rel, entry.name)} differs between the shards: build every shard from the same commit and environment.`);
      }
    }
  };
  mkdirSync(dist, { recursive: true });
  for (const dir of dirs) copy(dir, dist, '');
}
