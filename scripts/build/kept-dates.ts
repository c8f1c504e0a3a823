import { statSync } from 'node:fs';
import path from 'node:path';
import { dirtyIn, gitAsync, gitDates, statusArgs, withoutDirty } from './lastmod.ts';

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
  /** The index file's path. */
  index: string;
  log: Map<string, string>;
  /** The answer: log without the files git says are changed, kept up to date with each save rather than made again (10,000 entries). */
  dates: Map<string, string>;
}

export class KeptDates {
  private read?: Read;

  constructor(private readonly root: string) {}

  /**
   * The committed dates (path → YYYY-MM-DD) after a save of `changed` (paths relative to root);
   * `undefined`: anything may have changed (the first build, a folder named).
   */
  async refresh(changed: string[] | undefined): Promise<Map<string, string>> {
    const content = changed?.filter((f) => FOLDERS.some((d) => f.startsWith(`${d}/`)));
    let read = this.read;
    // The index's identity before git is asked anything (git status may write it); git's answers are
    // awaited together, so git runs on the other core while the build checks the content.
    const index = read ? indexState(read.index) : '';
    const stateAsked = this.gitState();
    const small = read !== undefined && content !== undefined && content.length > 0 && content.length <= MANY;
    const statusAsked = small ? gitAsync(this.root, statusArgs(content)) : undefined;
    statusAsked?.catch(() => {});
    const here = await stateAsked;
    if (!here) {
      this.read = undefined;
      return new Map();
    }
    if (read && read.state === `${here.head}\n${index}` && content && content.length <= MANY) {
      if (statusAsked) {
        const now = dirtyIn(read.prefix, await statusAsked);
        for (const file of content) {
          const date = read.log.get(file);
          if (now.has(file) || date === undefined) read.dates.delete(file);
          else read.dates.set(file, date);
        }
      }
    } else {
      const { log, dirty } = gitDates(this.root, here.prefix, FOLDERS);
      read = { prefix: here.prefix, index: here.index, state: '', log, dates: withoutDirty(log, dirty) };
    }
    // Asking git may have rewritten its index (it refreshes what it knows of files): the state after is the one kept.
    read.state = `${here.head}\n${indexState(here.index)}`;
    this.read = read;
    return read.dates;
  }

  /** One git call: the project's place in the repository, the index file and HEAD's commit. Undefined outside a checkout (or before any commit). */
  private async gitState(): Promise<{ prefix: string; head: string; index: string } | undefined> {
    let lines: string[];
    try {
      lines = (await gitAsync(this.root, ['rev-parse', '--show-prefix', '--git-path', 'index', 'HEAD'])).split('\n');
    } catch {
      return undefined;
    }
    const [prefix = '', relativeIndex = '', head = ''] = lines;
    return { prefix, head, index: path.resolve(this.root, relativeIndex) };
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
