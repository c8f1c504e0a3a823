import { headToHtml, jsonForScript } from '../../src/head/headHtml.ts';
import type { HeadData } from '../../src/head/buildHead.ts';

export interface HtmlParts {
  head: HeadData;
  html: string;
  /** Embedded page data; left out for fallback shells, which the client renders afresh. */
  data?: unknown;
  lang: string;
  preloads: string[];
  /** Styles of the page's blocks, beyond the entry's own. */
  stylesheets?: string[];
}

/** Fills the client build's index.html with one page's head, markup and data. */
export function assembleHtml(template: string, parts: HtmlParts): string {
  const preloads = parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
  const styles = (parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
  const head = [headToHtml(parts.head), styles, preloads].filter(Boolean).join('\n    ');
  const data = parts.data === undefined ? '' : `<script type="application/json" id="__PAGE_DATA__">${jsonForScript(parts.data)}</script>`;
  return template
    .replace('<html lang="en">', `<html lang="${parts.lang}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => data);
}

/** dist/ file for a route: / is index.html, /about is about/index.html. */
export function outputFileFor(path: string): string {
  if (path === '*') return '404.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}
