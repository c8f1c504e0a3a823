import type { BlogPost } from './types.ts';

const KEY = 'automata:viewed-posts';
// Where sessionStorage is unavailable (blocked, private modes): once per page load instead.
const inMemory = new Set<BlogPost['id']>();

/**
 * True the first time a post is shown in this browser tab, false after (a reload, going back to it):
 * a visitor's view of a post is counted once per session. The database adds its own limit per minute.
 */
export function firstViewThisSession(id: BlogPost['id'], storage: Storage | null = tabStorage()): boolean {
  try {
    if (!storage) throw new Error('no storage');
    const seen = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    const list = Array.isArray(seen) ? seen : [];
    if (list.includes(id)) return false;
    storage.setItem(KEY, JSON.stringify([...list, id]));
    return true;
  } catch {
    if (inMemory.has(id)) return false;
    inMemory.add(id);
    return true;
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** For tests: forget which views were counted. */
export function forgetViewedPosts(storage: Storage | null = tabStorage()): void {
  inMemory.clear();
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget without storage.
  }
}
