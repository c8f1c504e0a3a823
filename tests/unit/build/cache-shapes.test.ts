import { expect, it } from 'vitest';
import type { CacheFile } from '../../../scripts/build/build-cache.ts';
import { packCache, unpackCache } from '../../../scripts/build/cache-shapes.ts';
import type { PageRecord } from '../../../scripts/build/page-output.ts';

const record = (file: string, blockTypes: string[]): PageRecord => ({
  path: `/${file.replace(/\.html$/, '')}`,
  route: `/${file.replace(/\.html$/, '')}`,
  file,
  kind: 'static',
  files: ['assets/site.js'],
  js: 1580,
  budget: 5120,
  islands: [],
  jsFiles: ['assets/site.js'],
  css: 7179,
  blockTypes,
  images: [],
  inlineScripts: [],
});

const cache: CacheFile = {
  version: 'format 3, node 20, test',
  bundle: 'b',
  bundleFiles: 'f',
  pages: {
    'a.html': { key: 'k1', size: 10, record: record('a.html', ['hero', 'cta']) },
    'bench/1.html': { key: 'k2', size: 20, record: record('bench/1.html', ['hero', 'cta']) },
    'café.html': { key: 'k3', size: 30, record: record('café.html', ['prose']) },
  },
};

it('writes what pages share once, and reads back every page as it was, in its order', () => {
  const text = [...packCache(cache)].join('');
  const value = JSON.parse(text) as { shapes: unknown[] };
  expect(value.shapes).toHaveLength(2);
  const back = unpackCache(value)!;
  expect(back).toEqual(cache);
  expect(JSON.stringify(back)).toBe(JSON.stringify(cache));
  // Written again as read.
  expect([...packCache(back)].join('')).toBe(text);
});

it('takes nothing else for a cache', () => {
  const value = JSON.parse([...packCache(cache)].join('')) as { shapes: unknown[]; pages: Record<string, { shape: number }> };
  expect(unpackCache({ ...value, shapes: undefined })).toBeUndefined();
  expect(unpackCache({ ...value, pages: { ...value.pages, 'x.html': { ...value.pages['a.html'], shape: 7 } } })).toBeUndefined();
  expect(unpackCache({ ...value, pages: { ...value.pages, 'x.html': { shape: 0 } } })).toBeUndefined();
  expect(unpackCache('[]')).toBeUndefined();
  expect(() => [...packCache({ ...cache, pages: { 'b.html': cache.pages['a.html']! } })]).toThrow(/b\.html holds the record of a\.html/);
});

it('keeps what the last build kept of its report, and drops it when it is not one', () => {
  const withReport: CacheFile = { ...cache, report: { key: 'r1', stamp: '1:2:3' } };
  const value = JSON.parse([...packCache(withReport)].join('')) as Record<string, unknown>;
  expect(unpackCache(value)!.report).toEqual({ key: 'r1', stamp: '1:2:3' });
  expect(unpackCache({ ...value, report: { key: 'r1' } })!.report).toBeUndefined();
  expect(unpackCache({ ...value, report: undefined })!.report).toBeUndefined();
});
