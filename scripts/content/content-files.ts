import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFilesOnDisk } from './list-files.mjs';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';

/** How the loaders reach the content files: the disk, unsaved drafts laid over it, and a cache. */
export interface ContentFiles {
  /** Text of a file by its path relative to the project root (content/pages/about.yaml). */
  read(file: string): string;
  /** Files under a folder (relative to the project root), relative to that folder, sorted. */
  list(dir: string): string[];
  parse(file: string, text: string): YamlSource;
}

/**
 * What stays valid between two loads while no file changes: file texts, parsed files and checks
 * of one file. The Studio keeps one for its checks as you type (only the edited file is parsed
 * and checked again) and calls `forget` when the watcher reports a change on disk.
 */
export class ContentCache {
  private texts = new Map<string, string>();
  private lists = new Map<string, string[]>();
  private sources = new Map<string, YamlSource>();
  private results = new Map<string, { key: string; value: unknown }>();

  text(file: string, read: () => string): string {
    let text = this.texts.get(file);
    if (text === undefined) this.texts.set(file, (text = read()));
    return text;
  }

  list(dir: string, read: () => string[]): string[] {
    let names = this.lists.get(dir);
    if (!names) this.lists.set(dir, (names = read()));
    return names;
  }

  /** One parsed version per file: a draft replaces it, and parsing the same text again is free. */
  parse(file: string, text: string): YamlSource {
    const known = this.sources.get(file);
    if (known?.text === text) return known;
    const source = parseYamlSource(file, text);
    this.sources.set(file, source);
    return source;
  }

  /** The result of `compute` for as long as `key` (everything the result depends on) is the same. */
  memo<T>(slot: string, key: string, compute: () => T): T {
    const known = this.results.get(slot);
    if (known?.key === key) return known.value as T;
    const value = compute();
    this.results.set(slot, { key, value });
    return value;
  }

  /**
   * A file's text changed on disk, or a file appeared or went away. A file still there and already
   * listed, or gone and never listed (an editor's temporary file, written and renamed away as `sed -i`
   * and vim do), leaves the listings as they are: listing 10,000 pages again costs more than the
   * check of one.
   */
  changed(file: string, exists: boolean): void {
    if (!exists && this.wasFolder(file)) return this.forget(file);
    const listedIn = [...this.lists].filter(([dir]) => file.startsWith(`${dir}/`));
    const listed = listedIn.some(([dir, names]) => names.includes(file.slice(dir.length + 1)));
    if (exists === listed) this.texts.delete(file);
    else this.forget(file);
  }

  /** Whether a path that is gone was a folder this cache listed files of (every listing is then read again). */
  wasFolder(file: string): boolean {
    return [...this.lists].some(([dir, names]) => dir === file || (file.startsWith(`${dir}/`) && names.some((n) => `${dir}/${n}`.startsWith(`${file}/`))));
  }

  /** A file changed, appeared or went away on disk (all files when none is given). */
  forget(file?: string): void {
    if (file === undefined) {
      this.texts.clear();
      this.lists.clear();
      return;
    }
    this.texts.delete(file);
    // A new or deleted file changes the listing of every folder above it; a deleted folder, those in it too.
    for (const dir of this.lists.keys()) if (file.startsWith(`${dir}/`) || dir === file || dir.startsWith(`${file}/`)) this.lists.delete(dir);
  }
}

// Files under a folder, relative to it, sorted: in plain JavaScript (list-files.mjs), as the stamps thread lists them too.
export { listFilesOnDisk };

export interface ContentFilesOptions {
  /**
   * Text to use instead of a file's text on disk, by path relative to the project root; a path that
   * does not exist on disk is added (a page being created). Nothing is written.
   */
  overrides?: ReadonlyMap<string, string>;
  /** Files left out as if deleted (the old name of a file being renamed). */
  removed?: ReadonlySet<string>;
  cache?: ContentCache;
}

export function contentFiles(root: string, options: ContentFilesOptions = {}): ContentFiles {
  const { overrides, removed, cache } = options;
  const fromDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const listDisk = (dir: string) => listFilesOnDisk(path.join(root, dir));
  return {
    read(file) {
      const draft = overrides?.get(file);
      if (draft !== undefined) return draft;
      return cache ? cache.text(file, () => fromDisk(file)) : fromDisk(file);
    },
    list(dir) {
      const names = cache ? cache.list(dir, () => listDisk(dir)) : listDisk(dir);
      const added = [...(overrides?.keys() ?? [])].filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1));
      const listed = added.some((f) => !names.includes(f)) ? [...new Set([...names, ...added])].sort() : names;
      return removed?.size ? listed.filter((f) => !removed.has(`${dir}/${f}`)) : listed;
    },
    parse: (file, text) => (cache ? cache.parse(file, text) : parseYamlSource(file, text)),
  };
}
