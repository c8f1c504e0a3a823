import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';
import pictures from 'virtual:pictures';
import { expect, it } from 'vitest';
import { Picture, type PictureProps } from './Picture.tsx';
import { SLOTS } from './slots.ts';
import { variantPath, variantWidths, type PictureFacts, type PictureManifest } from './variants.ts';

/** The markup a page gets (the same function renders it on the server and in the browser). */
function markup(props: PictureProps): Element {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<Picture {...props} />);
  return window.document.body as unknown as Element;
}

// A picture of the site's content, whichever it is (tests read content, never copy it).
const known: PictureManifest = pictures;
const [src, facts]: [string, PictureFacts] = Object.entries(known)[0]!;

it('a picture the build knows comes as AVIF and WebP at every width, with the slot’s sizes and its own width and height', () => {
  const body = markup({ src, alt: 'A chart', slot: 'article', load: 'lazy' });
  const sources = [...body.querySelectorAll('picture > source')];
  expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const [source, format] of [[sources[0]!, 'avif'], [sources[1]!, 'webp']] as const) {
    expect(source.getAttribute('sizes')).toBe(SLOTS.article);
    expect(source.getAttribute('srcset')).toBe(variantWidths(facts[0]).map((w) => `${variantPath(facts, w, format)} ${w}w`).join(', '));
  }
  const img = body.querySelector('picture > img')!;
  expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([src, 'A chart', String(facts[0]), String(facts[1])]);
});

it('below the fold it loads lazily; the page’s largest picture is fetched first and never lazily', () => {
  const lazy = markup({ src, alt: '', slot: 'card', load: 'lazy' }).querySelector('img')!;
  expect(lazy.getAttribute('loading')).toBe('lazy');
  expect(lazy.getAttribute('decoding')).toBe('async');
  expect(lazy.hasAttribute('fetchpriority')).toBe(false);
  const lcp = markup({ src, alt: '', slot: 'article', load: 'lcp' }).querySelector('img')!;
  expect(lcp.getAttribute('fetchpriority')).toBe('high');
  expect(lcp.hasAttribute('loading')).toBe(false);
});

it('a remote picture (a live post’s address) stays the one file it names, with space kept for it', () => {
  const body = markup({ src: 'https://cdn.example.com/p.jpg', alt: '', slot: 'card', load: 'lazy', fallbackHeight: 675 });
  expect(body.querySelector('picture')).toBeNull();
  const img = body.querySelector('img')!;
  expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['https://cdn.example.com/p.jpg', '1200', '675']);
});
