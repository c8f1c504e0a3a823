import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../scripts/content/content-files.ts';

/** A cache that has listed content/pages (two pages and one in a folder) and read one page; counts the disk reads after. */
function listed() {
  const cache = new ContentCache();
  const reads = { list: 0, text: 0 };
  const names = ['about.yaml', 'guides/one.yaml', 'index.yaml'];
  const list = () => cache.list('content/pages', () => (reads.list++, names));
  const text = () => cache.text('content/pages/about.yaml', () => (reads.text++, 'title: About'));
  list();
  text();
  reads.list = reads.text = 0;
  return { cache, reads, list, text };
}

describe('ContentCache after a change on disk (npm start, npm run build -- --watch)', () => {
  it('reads a saved page again, but not the listing of 10,000 pages', () => {
    const { cache, reads, list, text } = listed();
    cache.changed('content/pages/about.yaml', true);
    list();
    text();
    expect(reads).toEqual({ list: 0, text: 1 });
  });

  it('keeps the listing when an editor writes a temporary file and renames it away (sed -i, vim)', () => {
    const { cache, reads, list } = listed();
    cache.changed('content/pages/sedX1b2c3', false);
    cache.changed('content/pages/4913', false);
    list();
    expect(reads.list).toBe(0);
    expect(cache.wasFolder('content/pages/sedX1b2c3')).toBe(false);
  });

  it('lists again when a page is added or deleted', () => {
    const added = listed();
    added.cache.changed('content/pages/new.yaml', true);
    added.list();
    expect(added.reads.list).toBe(1);
    const deleted = listed();
    deleted.cache.changed('content/pages/index.yaml', false);
    deleted.list();
    expect(deleted.reads.list).toBe(1);
  });

  it('knows a deleted folder of pages for a folder, and lists again', () => {
    const { cache, reads, list } = listed();
    expect(cache.wasFolder('content/pages/guides')).toBe(true);
    expect(cache.wasFolder('content/pages')).toBe(true);
    cache.changed('content/pages/guides', false);
    list();
    expect(reads.list).toBe(1);
  });
});
