import { headToHtml } from '../../src/head/headHtml.ts';
import type { HeadData } from '../../src/head/buildHead.ts';
import { sharedMemo } from './shared-memo.ts';

/**
 * A built page's document, from the project's index.html: its charset, viewport, theme colour and
 * icon, then per page the head, the inlined styles, the body and the page's scripts. index.html's
 * own module script is the dev server's app; built pages never load it.
 */

export interface PageParts {
  head: HeadData;
  /** The page's body markup (header, blocks, footer). */
  body: string;
  lang: string;
  /** The page's styles, inlined so the first paint waits for no request. */
  css: string;
  /** Module scripts, by URL (the page script; the island loader where there are islands). */
  scripts: string[];
}

/** index.html around the places filled per page: head, body and scripts. */
export interface Template {
  pieces: [string, string, string, string];
}

const DEV_SCRIPT = /\s*<script type="module"[^>]*src="\/src\/[^"]*"[^>]*><\/script>/g;

/** Takes index.html apart once for a whole build. */
export function pageTemplate(indexHtml: string, lang: string): Template {
  const base = indexHtml.replace(DEV_SCRIPT, '').replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
  const [start = '', rest1 = ''] = base.split('<!--app-head-->');
  const [middle = '', rest2 = ''] = rest1.split('<!--app-html-->');
  const [beforeScripts = '', end = ''] = rest2.split('<!--app-data-->');
  if (!rest1 || !rest2 || !end) throw new Error('index.html must hold <!--app-head-->, <!--app-html--> and <!--app-data-->, in that order.');
  return { pieces: [start, middle, beforeScripts, end] };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// Pages share few style sets: each element is made once.
const styleElements = new Map<string, string>();
const styleElement = (css: string): string => {
  let found = styleElements.get(css);
  if (found === undefined) {
    found = css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
    styleElements.set(css, found);
  }
  return found;
};

/**
 * A page's document as pieces in their order. Most of its bytes are the same on many pages (index.html's
 * pieces and the inlined styles): `shared` marks those, so their bytes and facts are worked out once.
 * Joined, a page is one string of about 80,000 characters, two bytes each where a → or ✓ appears:
 * V8 makes that 160 KB string outside its ordinary heap pages, at about 140 µs a page.
 */
export interface PagePieces {
  texts: string[];
  shared: boolean[];
}

/**
 * One page's document. Its scripts are module files (no inline code for the Content-Security-Policy
 * to allow), deferred by nature: the page is complete and painted without them.
 */
export function assemblePieces(template: Template, parts: PageParts): PagePieces {
  const [start, middle, beforeScripts, end] = template.pieces;
  const headHtml = headToHtml(parts.head);
  const style = styleElement(parts.css);
  const scripts = parts.scripts.map((src) => `<script type="module" src="${attribute(src)}"></script>`).join('\n    ');
  return {
    texts: [start, headHtml, headHtml && style ? '\n    ' : '', style, middle, parts.body, beforeScripts, scripts, end],
    shared: [true, false, true, true, true, false, true, false, true],
  };
}

/** The page's document as one string (for tests and tools; the build writes its pieces). */
export const assembleHtml = (template: Template, parts: PageParts): string => assemblePieces(template, parts).texts.join('');

// Each shared piece is encoded once.
const sharedBytes = sharedMemo((text) => Buffer.from(text));

/** The bytes of a page's pieces, in order, for one write. */
export function piecesBytes(pieces: PagePieces): Buffer[] {
  return pieces.texts.map((text, i) => {
    return pieces.shared[i] ? sharedBytes(text) : Buffer.from(text);
  });
}

/**
 * The dist/ file of an address, the one place that names output files: / is index.html, /about is
 * about.html, /blog/a-post is blog/a-post.html, '*' (the not-found page) is 404.html. Hosts then serve
 * each page at its address with no trailing slash, the way canonical links, the sitemap and the site's
 * own links write it (a folder with index.html would make Cloudflare Pages redirect /about to /about/).
 */
export function outputFileFor(path: string): string {
  if (path === '*') return '404.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}.html` : 'index.html';
}

/** The social card of a page file (about.html → og/cards/about.png; see src/head/card.ts), relative to dist/. */
export const cardFileFor = (file: string): string => `og/cards/${file.replace(/\.html$/, '.png')}`;
