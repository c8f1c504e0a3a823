import { statSync } from 'node:fs';
import path from 'node:path';
import { dirtyPaths, git, gitDates, withoutDirty } from './lastmod.ts';

/**
 * `npm run build -- --watch`: git's dates of content/ kept between builds. Reading them all
 * (`git log` of every content file and `git status` of content/) costs the same at every save; a
 * one-page save changes only that page's status. So a build asks git again only about the files the
 * watcher named, while git's own state (HEAD and its index) is as it was at the last read; a commit,
 * checkout, reset or `git add` changes one of those and everything is read again. The dates are
 * exactly committedDates' (lastmod.ts): a file's status depends only on HEAD, the index and the
 * file itself, and the watcher names every file written under content/.
 */

/** More files than this in one save (a checkout): read everything again, one call, rather than name them all to git. */
const MANY = 200;
const FOLDERS = ['content'];

interface Read {
  /** HEAD's commit and the index file's identity when the dates were read (git replaces the index file whenever it writes it). */
  state: string;
  prefix: string;
  log: Map<string, string>;
  dirty: Set<string>;
}

export class KeptDates {
  private read?: Read;

  constructor(private readonly root: string) {}

  /**
   * The committed dates (path → YYYY-MM-DD) after a save of `changed` (paths relative to root);
   * `undefined`: anything may have changed (the first build, a folder named).
   */
  refresh(changed: string[] | undefined): Map<string, string> {
    const here = this.gitState();
    if (!here) {
      this.read = undefined;
      return new Map();
    }
    const content = changed?.filter((f) => FOLDERS.some((d) => f.startsWith(`${d}/`)));
    let read = this.read;
    if (read && read.state === here.state && content && content.length <= MANY) {
      if (content.length) {
        const now = dirtyPaths(this.root, read.prefix, content);
        for (const file of content) {
          if (now.has(file)) read.dirty.add(file);
          else read.dirty.delete(file);
        }
      }
    } else {
      read = { prefix: here.prefix, state: '', ...gitDates(this.root, here.prefix, FOLDERS) };
    }
    // Asking git may have rewritten its index (it refreshes what it knows of files): the state after is the one kept.
    read.state = `${here.head}\n${indexState(here.index)}`;
    this.read = read;
    return withoutDirty(read.log, read.dirty);
  }

  /** One git call: the project's place in the repository, the index file and HEAD's commit. Undefined outside a checkout (or before any commit). */
  private gitState(): { prefix: string; head: string; index: string; state: string } | undefined {
    let lines: string[];
    try {
      lines = git(this.root, ['rev-parse', '--show-prefix', '--git-path', 'index', 'HEAD']).split('\n');
    } catch {
      return undefined;
    }
    const [prefix = '', relativeIndex = '', head = ''] = lines;
    const index = path.resolve(this.root, relativeIndex);
    return { prefix, head, index, state: `${head}\n${indexState(index)}` };
  }
}

function indexState(index: string): string {
  try {
    const s = statSync(index, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch {
    // No index yet: its absence is the state.
    return 'none';
  }
}
