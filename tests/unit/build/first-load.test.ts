import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { keyOf, siteAssets, staticClosure, type Manifest } from '../../../scripts/build/assets.ts';
import { firstLoadOf, ISLAND_PAGE_JS_BUDGET, REACT_PAGE_JS_BUDGET, STATIC_PAGE_JS_BUDGET } from '../../../scripts/build/budget.ts';
import type { RenderedIsland } from '../../../src/entry-server.tsx';

// A client build in miniature: the files of each kind of page and island, with sizes that tell them apart.
const manifest: Manifest = {
  'src/page/site-script.ts': { file: 'assets/site.js', isEntry: true },
  'src/islands/loader.ts': { file: 'assets/islands.js', isEntry: true },
  'src/islands/hydrate.tsx': { file: 'assets/react-dom.js', isEntry: true, imports: ['_react.js'] },
  'src/page/page.css': { file: 'assets/page.css', isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/blocks/Stats/Stats.tsx': { file: 'assets/Stats.js', isEntry: true, imports: ['_react.js', '_Section.js'], css: ['assets/Stats.css'] },
  'src/blocks/Stats/Stats.browser.ts': { file: 'assets/Stats.browser.js', isEntry: true },
  'src/blocks/Hero/Hero.tsx': { file: 'assets/Hero.js', isEntry: true, imports: ['_react.js', '_Hero.browser-1.js'], css: ['assets/Hero.css'] },
  // A browser script the component also imports: written as a shared chunk, found by its name.
  '_Hero.browser-1.js': { file: 'assets/Hero.browser-1.js', name: 'Hero.browser' },
  'src/blocks/BookingForm/BookingForm.tsx': { file: 'assets/BookingForm.js', isEntry: true, imports: ['_react.js', '_Section.js'], css: ['assets/BookingForm.css'] },
  'src/blocks/Cta/Cta.tsx': { file: 'assets/Cta.js', isEntry: true, imports: ['_react.js'], css: ['assets/Cta.css'] },
  '_Section.js': { file: 'assets/Section.js', css: ['assets/Section.css'] },
};
const sizes: Record<string, number> = {
  'assets/site.js': 1500, 'assets/islands.js': 1700, 'assets/react-dom.js': 200_000, 'assets/react.js': 8000, 'assets/Stats.js': 900,
  'assets/Stats.browser.js': 1300, 'assets/Hero.js': 2500, 'assets/Hero.browser-1.js': 1500, 'assets/BookingForm.js': 12_000,
  'assets/Cta.js': 600, 'assets/Section.js': 500,
};
const dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
mkdirSync(path.join(dist, 'assets'));
// Random bytes do not compress, so each file's gzipped size is about its own.
for (const [file, size] of Object.entries(sizes)) writeFileSync(path.join(dist, file), Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919 + size) % 251)));
for (const css of ['page', 'Stats', 'Hero', 'BookingForm', 'Cta', 'Section']) writeFileSync(path.join(dist, `assets/${css}.css`), `.${css}{color:red}`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const assets = siteAssets(dist, manifest);
const gz = (...files: string[]) => files.reduce((n, f) => n + gzipSync(Buffer.from(Array.from({ length: sizes[f]! }, (_, i) => (i * 7919 + sizes[f]!) % 251)), { level: 9 }).length, 0);
const island = (type: string, when: RenderedIsland['when'], script: boolean): RenderedIsland => ({ type: type as RenderedIsland['type'], when, prefix: 'b0-', script, clientOnly: false });

describe('first-load JavaScript of a page', () => {
  it('a page without islands: its page script, within the static budget', () => {
    const first = firstLoadOf([], assets);
    expect(first).toMatchObject({ kind: 'static', files: ['assets/site.js'], budget: STATIC_PAGE_JS_BUDGET, islands: [] });
    expect(first.js).toBe(gz('assets/site.js'));
  });

  it('islands with scripts of their own: the loader and their scripts, never React', () => {
    const first = firstLoadOf([island('hero', 'idle', true), island('stats', 'visible', true)], assets);
    expect(first.kind).toBe('islands');
    expect(first.budget).toBe(ISLAND_PAGE_JS_BUDGET);
    expect(first.files).toEqual(['assets/site.js', 'assets/islands.js', 'assets/Hero.browser-1.js', 'assets/Stats.browser.js']);
    expect(first.react).toBeUndefined();
    expect(first.islands.map((i) => [i.block, i.js])).toEqual([['hero', gz('assets/Hero.browser-1.js')], ['stats', gz('assets/Stats.browser.js')]]);
  });

  it('an island woken by interaction is listed with its cost and React, but not counted', () => {
    const first = firstLoadOf([island('booking-form', 'interaction', false)], assets);
    expect(first.files).toEqual(['assets/site.js', 'assets/islands.js']);
    expect(first.islands[0]).toMatchObject({ block: 'booking-form', react: true, firstLoad: false, js: gz('assets/BookingForm.js', 'assets/Section.js') });
    expect(first.react).toEqual({ files: ['assets/react-dom.js', 'assets/react.js'], js: gz('assets/react-dom.js', 'assets/react.js'), firstLoad: false });
  });

  it('a React island that wakes by itself brings React into the first load, once', () => {
    const first = firstLoadOf([island('booking-form', 'visible', false), island('stats', 'load', false)], assets);
    expect(first.kind).toBe('react');
    expect(first.budget).toBe(REACT_PAGE_JS_BUDGET);
    expect(first.files.filter((f) => f === 'assets/react.js')).toHaveLength(1);
    expect(first.js).toBe(gz('assets/site.js', 'assets/islands.js', 'assets/react-dom.js', 'assets/react.js', 'assets/BookingForm.js', 'assets/Section.js', 'assets/Stats.js'));
  });
});

describe('the client build as the build reads it', () => {
  it('follows static imports, chunk first, styles beside', () => {
    expect(staticClosure(manifest, ['src/blocks/BookingForm/BookingForm.tsx'])).toEqual({
      js: ['assets/BookingForm.js', 'assets/react.js', 'assets/Section.js'],
      css: ['assets/BookingForm.css', 'assets/Section.css'],
    });
  });

  it('finds a browser script written as a shared chunk by its name', () => {
    expect(keyOf(manifest, 'src/blocks/Hero/Hero.browser.ts')).toBe('_Hero.browser-1.js');
    expect(keyOf(manifest, 'src/blocks/Nope/Nope.browser.ts')).toBeUndefined();
  });

  it('gives a page the frame’s styles and its blocks’ styles, each once', () => {
    const css = assets.css(['cta', 'booking-form', 'cta']);
    expect(css.files).toEqual(['assets/page.css', 'assets/Cta.css', 'assets/BookingForm.css', 'assets/Section.css']);
    expect(css.text).toBe('.page{color:red}\n.Cta{color:red}\n.BookingForm{color:red}\n.Section{color:red}');
  });
});
