import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * `npm run build -- --watch`: one build, then another in the same process each time the content or
 * the schemas change. The process stays warm: the build's code, the validators, React and the
 * server bundle are loaded once, and each build is incremental (only what changed is checked and
 * rendered, the rest kept from the build cache beside dist/), so its output is the same bytes as a
 * clean build's. Changes to the site's code (src/, scripts/) need a new `npm run build`.
 * Node's own fs.watch on each folder is enough here (no watcher library): Node 20's recursive mode
 * on Linux lost the changes after an editor replaced a file (write and rename, as `sed -i` does);
 * a folder's own watch sees every file written, added, replaced or removed in it.
 */

/** What a change to is built again: the content editors write, and the schemas it is checked against. */
export const WATCHED = ['content', 'schemas', 'index.html'];
/** Saves come in bursts (an editor writes a file and its backup; git checks out many): one build for a burst. */
const SETTLE_MS = 40;

/** Printed after each build, the line a person (or a test) waits for before the next edit. */
export const WATCHING = 'Watching content/ and schemas/ for changes (Ctrl+C to stop).';

/** `changed`: the files (relative to root, with / between folders) saved, added or removed since the last build. */
export async function watchBuilds(root: string, build: (first: boolean, changed: string[]) => Promise<number>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let changedFiles = new Set<string>();
  // Watched anew after each build: a folder added since is watched too.
  let watchers: FSWatcher[] = [];
  const changed = (file: string) => {
    changedFiles.add(file);
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  };
  const rewatch = () => {
    for (const w of watchers) w.close();
    watchers = foldersToWatch(root).map(({ dir, only }) => watch(dir, (_event, name) => {
      // Without a name (some file systems), every file counts as changed: the folder itself is named.
      const file = path.relative(root, name ? path.join(dir, name) : dir).split(path.sep).join('/');
      if (!only || name === only) changed(file);
    }));
  };
  const once = async (first: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const files = [...changedFiles];
    changedFiles = new Set();
    try {
      const code = await build(first, files);
      // CPU time beside the wall time: on a busy machine the wall time says more about the others.
      const used = process.cpuUsage(cpu);
      const cpuMs = Math.round((used.user + used.system) / 1000);
      if (!first) console.log(code === 0 ? `Rebuilt in ${Math.round(performance.now() - started)} ms (${cpuMs} ms of CPU).` : 'Not rebuilt: fix the problem above and save again.');
    } catch (error) {
      // A build that failed on something unforeseen: said, and the next change builds again.
      console.error(error instanceof Error ? error.message : String(error));
    }
    rewatch();
    console.log(WATCHING);
  };
  function run() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = once(false).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  }
  let closing = false;
  const close = () => {
    // A second signal (Ctrl+C reaches this process and the one that started it, which passes it on) changes nothing.
    if (closing) return;
    closing = true;
    for (const w of watchers) w.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await once(true);
}

/** Every folder under the watched ones, and the project folder itself for index.html alone. */
function foldersToWatch(root: string): { dir: string; only?: string }[] {
  const out: { dir: string; only?: string }[] = [];
  const walk = (dir: string) => {
    out.push({ dir });
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  for (const name of WATCHED) {
    const place = path.join(root, name);
    if (!existsSync(place)) continue;
    if (statSync(place).isDirectory()) walk(place);
    else out.push({ dir: root, only: name });
  }
  return out;
}
