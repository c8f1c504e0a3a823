import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * `npm run build -- --watch`: the size of each kept page file as last found in dist/, while nothing
 * has happened to it since. A rebuild reuses a page only when its file is still there as written
 * (build-cache.ts); at 10,000 pages a stat of each one at every save cost a fifth of a one-page
 * rebuild. Here each folder of dist/ that holds a kept page is watched (Node's fs.watch, one per
 * folder, as watch.ts does for content/), and any change to a file, or to the folder, makes the
 * next rebuild stat it again. The watcher is started before the file is looked at, so a change
 * after the stat is always seen.
 */
export class DistWatch {
  private readonly watchers = new Map<string, FSWatcher>();
  /** Page files (relative to dist/) by the size found last, since which nothing happened to them. */
  private readonly sizes = new Map<string, number>();
  /** Which files are known in each folder (to forget them when the folder itself changes). */
  private readonly inFolder = new Map<string, Set<string>>();

  constructor(private readonly dist: string) {}

  /** The file's size in dist/ (undefined when it is gone): from memory while its folder saw nothing of it, else a stat. */
  size(file: string): number | undefined {
    const known = this.sizes.get(file);
    if (known !== undefined) return known;
    const folder = path.posix.dirname(file);
    if (!this.watching(folder)) return statSync(path.join(this.dist, file), { throwIfNoEntry: false })?.size;
    const size = statSync(path.join(this.dist, file), { throwIfNoEntry: false })?.size;
    if (size !== undefined) {
      this.sizes.set(file, size);
      let files = this.inFolder.get(folder);
      if (!files) this.inFolder.set(folder, (files = new Set()));
      files.add(file);
    }
    return size;
  }

  /** Stops watching (the tests; the watching process ends with its watchers). */
  close(): void {
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
    this.sizes.clear();
    this.inFolder.clear();
  }

  /** Whether the folder is watched (started now if need be); false when it cannot be (gone, or no watches left). */
  private watching(folder: string): boolean {
    if (this.watchers.has(folder)) return true;
    let watcher: FSWatcher;
    try {
      watcher = watch(path.join(this.dist, folder), (_event, name) => {
        // Without a name (some file systems), anything in the folder may have changed; the folder's own
        // name is what Linux reports when the watched folder itself is moved or deleted.
        if (name) this.forgetFile(folder === '.' ? name : `${folder}/${name}`);
        if (!name || name === path.basename(folder)) this.forgetFolder(folder);
      });
    } catch {
      return false;
    }
    // The folder removed or renamed, or the watch lost: nothing in it is known any more.
    watcher.on('error', () => this.forgetFolder(folder));
    this.watchers.set(folder, watcher);
    return true;
  }

  private forgetFile(file: string): void {
    this.sizes.delete(file);
    this.inFolder.get(path.posix.dirname(file))?.delete(file);
    // A folder of pages replaced as a whole (dist/bench renamed away): its own watcher may say nothing.
    const below = `${file}/`;
    for (const folder of [...this.inFolder.keys()]) if (folder === file || folder.startsWith(below)) this.forgetFolder(folder);
  }

  private forgetFolder(folder: string): void {
    for (const file of this.inFolder.get(folder) ?? []) this.sizes.delete(file);
    this.inFolder.delete(folder);
    this.watchers.get(folder)?.close();
    this.watchers.delete(folder);
  }
}
