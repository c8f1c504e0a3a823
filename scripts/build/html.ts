import { headToHtml, jsonForScript } from '../../src/head/headHtml.ts';
import type { HeadData } from '../../src/head/buildHead.ts';

export interface HtmlParts {
  head: HeadData;
  html: string;
  /** Embedded page data; left out for fallback shells, which the client renders afresh. */
  data?: unknown;
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

/** Fills the client build's index.html with one page's head, markup, data and boot script. */
export function assembleHtml(template: string, parts: HtmlParts): string {
  const entry = SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The client build index.html has no module script');
  const vendor = [...template.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const styles = parts.css ? `<style>${parts.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  const head = [headToHtml(parts.head), styles].filter(Boolean).join('\n    ');
  const data = parts.data === undefined ? '' : `<script type="application/json" id="__PAGE_DATA__">${jsonForScript(parts.data)}</script>\n    `;
  let base = template.replace(SCRIPT, '').replace(MODULEPRELOAD, '');
  if (parts.css !== undefined) base = base.replace(STYLESHEET, '');
  return base
    .replace('<html lang="en">', `<html lang="${parts.lang}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => data + bootScript(entry, [...vendor, ...parts.preloads]));
}

/** dist/ file for a route: / is index.html, /about is about/index.html. */
export function outputFileFor(path: string): string {
  if (path === '*') return '404.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}
