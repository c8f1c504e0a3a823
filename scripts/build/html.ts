import { escapeJsonForScript, headToHtml } from '../../src/head/headHtml.ts';
import type { HeadData } from '../../src/head/buildHead.ts';

export interface HtmlParts {
  head: HeadData;
  html: string;
  /** Embedded page data; left out for fallback shells, which the client renders afresh. */
  data?: unknown;
  /** The same data already written as JSON (the build has it for the page's data file anyway). */
  dataJson?: string;
  lang: string;
  /** Chunks the page needs beyond the entry (its lazy blocks). */
  preloads: string[];
  /** The page's CSS (the entry's and its blocks'), inlined so the first paint waits for no request. */
  css?: string;
}

const SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/** Where prerendered pages point before the build knows the boot script's final, hashed name. */
export const BOOT_PLACEHOLDER = '/assets/boot.js';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tag that starts the app once the browser has shown the prerendered page: a deferred script
 * file (scripts/build/boot-client.ts), so no page has inline code for the Content-Security-Policy
 * to allow. The page's entry and the chunks it needs ride along as data attributes. The build
 * replaces BOOT_PLACEHOLDER with the script's hashed name once every page is written.
 */
export function bootScript(entry: string, preloads: string[]): string {
  return `<script defer src="${BOOT_PLACEHOLDER}" data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}"></script>`;
}

interface Template {
  entry: string;
  vendor: string[];
  /** The page around the four places filled per page: head, markup, data and boot script. */
  pieces: [string, string, string, string];
}

// A build fills the same template a thousand times: it is taken apart once.
const templates = new Map<string, Template>();
function templateFor(template: string, lang: string, inlineCss: boolean): Template {
  const key = `${lang}|${inlineCss}|${template}`;
  let found = templates.get(key);
  if (!found) {
    const entry = SCRIPT.exec(template)?.[1];
    if (!entry) throw new Error('The client build index.html has no module script');
    const vendor = [...template.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
    let base = template.replace(SCRIPT, '').replace(MODULEPRELOAD, '');
    if (inlineCss) base = base.replace(STYLESHEET, '');
    base = base.replace('<html lang="en">', `<html lang="${lang}">`);
    const [start = '', rest1 = ''] = base.split('<!--app-head-->');
    const [middle = '', rest2 = ''] = rest1.split('<!--app-html-->');
    const [beforeData = '', end = ''] = rest2.split('<!--app-data-->');
    found = { entry, vendor, pieces: [start, middle, beforeData, end] };
    templates.set(key, found);
  }
  return found;
}

const styleElements = new Map<string, string>();
const styleElement = (css: string): string => {
  let found = styleElements.get(css);
  if (found === undefined) {
    found = css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
    styleElements.set(css, found);
  }
  return found;
};

/** Fills the client build's index.html with one page's head, markup, data and boot script. */
export function assembleHtml(template: string, parts: HtmlParts): string {
  const { entry, vendor, pieces } = templateFor(template, parts.lang, parts.css !== undefined);
  const styles = parts.css ? styleElement(parts.css) : '';
  const head = [headToHtml(parts.head), styles].filter(Boolean).join('\n    ');
  const json = parts.dataJson ?? (parts.data === undefined ? undefined : JSON.stringify(parts.data));
  const data = json === undefined ? '' : `<script type="application/json" id="__PAGE_DATA__">${escapeJsonForScript(json)}</script>\n    `;
  return pieces[0] + head + pieces[1] + parts.html + pieces[2] + data + bootScript(entry, [...vendor, ...parts.preloads]) + pieces[3];
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
