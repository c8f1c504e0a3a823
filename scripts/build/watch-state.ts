import type { CheckCache } from '../content/check-cache.ts';
import { textHash } from '../content/check-cache.ts';
import { ContentCache } from '../content/content-files.ts';

/**
 * --watch: what the content check keeps between builds, as `npm start` does (scripts/vite/dev-content.ts):
 * the page results, and the file texts, their hashes and the blog posts' checks, of which only the
 * files the watcher reports are read again.
 */
export interface Warm {
  checks?: { cache: CheckCache; note?: string };
  files: ContentCache;
  hash: (file: string, text: string) => string;
}

export function warmChecks(): Warm {
  const hashes = new Map<string, { text: string; hash: string }>();
  return {
    files: new ContentCache(),
    hash: (file, text) => {
      const known = hashes.get(file);
      if (known?.text === text) return known.hash;
      const hash = textHash(text);
      hashes.set(file, { text, hash });
      return hash;
    },
  };
}

/**
 * What a build keeps for the next one on disk (the content check's results, the build cache): written
 * at once by a single build; under --watch once the build's line is printed (the process keeps both in
 * memory, the files are for the next process), and before the next build or when the watcher stops.
 */
export class LaterWrites {
  private pending: (() => void)[] = [];
  constructor(private readonly deferred: boolean) {}

  add(write: () => void): void {
    if (this.deferred) this.pending.push(write);
    else write();
  }

  flush(): void {
    const writes = this.pending;
    this.pending = [];
    for (const write of writes) write();
  }
}
