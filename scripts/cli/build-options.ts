import { parseArgs } from 'node:util';
import { inShard, parseShard, type Shard } from '../build/shards.ts';

// `--shard 2/4` renders a quarter of the routes into DIST_DIR with their records; `--merge a b c d`
// puts the shards together into DIST_DIR with the site's own files (see README "Scale").
// `--clean` builds everything, ignoring the cache an earlier build left beside dist/ (see README "Incremental builds").
// `--watch` builds, then builds again in the same process each time content/ changes (scripts/build/watch.ts).
export const { values, positionals } = parseArgs({ options: { shard: { type: 'string' }, merge: { type: 'boolean' }, clean: { type: 'boolean' }, watch: { type: 'boolean' } }, allowPositionals: true });

/** A build that cannot go on; its message was printed. One build stops; `--watch` waits for the next change. */
export class Stopped extends Error {}
export const stop = (message: string): never => {
  console.error(`Build stopped: ${message}`);
  throw new Stopped(message);
};
/** Before any build: wrong options end the process. */
export const refuse = (message: string): never => {
  console.error(`Build stopped: ${message}`);
  process.exit(1);
};

function shardOption(): Shard | undefined {
  try {
    return values.shard === undefined ? undefined : parseShard(values.shard);
  } catch (error) {
    return refuse((error as Error).message);
  }
}
export const shard = shardOption();
/** Which routes this build renders: a shard's share, or all (undefined). */
export const renders = shard && ((route: string) => inShard(route, shard));
if (shard && values.merge) refuse('--shard and --merge are two steps: build each shard, then merge their folders.');
