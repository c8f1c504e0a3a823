import { originOf } from './csp.ts';
import { sharedMemo } from './shared-memo.ts';

/** What a prerendered page's final HTML tells the security policy. */
export interface HtmlFacts {
  /** Origins of the pictures it shows or will show (from its markup and its embedded data). */
  images: string[];
  /** The start of every inline script that would run: the policy blocks these, so there must be none. */
  inlineScripts: string[];
}

/** Script types that are data, never run, so a strict policy needs no hash for them. */
const DATA_TYPES = /^(application\/(ld\+)?json|importmap)$/i;
// A whole script element, or else the start of one that does not end (it matches nothing, but a piece of
// a page that holds one cannot be read alone: see piecesFacts).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<script\b/gi;
// One expression per attribute name, made once: a page asks for four names on each picture and two on each script.
const attrPatterns = new Map<string, RegExp>();
const attrPattern = (name: string) => {
  let pattern = attrPatterns.get(name);
  if (!pattern) attrPatterns.set(name, (pattern = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')));
  return pattern;
};
const attr = (attrs: string, name: string) => attrPattern(name).exec(attrs)?.slice(2).find((v) => v !== undefined);

const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt|#x2f);/gi, (m, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>', '#x2f': '/' })[e.toLowerCase()] ?? m);

/** URLs out of a srcset: "a.webp 1x, https://x/b.webp 2x". */
const srcsetUrls = (srcset: string) => srcset.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');

/** Picture addresses inside embedded JSON: values of `src`, `image` and `featured_image` fields, however deep. */
function jsonImages(value: unknown, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v) => jsonImages(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^(src|image|featured_image)$/.test(key)) out.push(v);
      else jsonImages(v, out);
    }
  }
}

/** What one stretch of a page holds, and whether it ends outside every tag and script element. */
interface TextFacts {
  urls: string[];
  inlineScripts: string[];
  /** No tag and no script element runs past its end, so its facts are the same read alone or within the page. */
  closed: boolean;
}

function textFacts(html: string): TextFacts {
  const urls: string[] = [];
  const inlineScripts: string[] = [];
  let unended = false;
  for (const [element, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (element.length === 7) {
      unended = true;
      continue;
    }
    const type = attr(attrs, 'type') ?? '';
    if (attr(attrs, 'src') !== undefined) continue;
    if (DATA_TYPES.test(type)) {
      // Structured data for search engines names pictures but never loads them.
      if (!/^application\/json$/i.test(type)) continue;
      try {
        jsonImages(JSON.parse(body), urls);
      } catch {
        // JSON-LD and page data are always valid JSON; anything else carries no pictures we can know.
      }
    } else if (body.trim()) inlineScripts.push(body.trim().slice(0, 60));
  }
  for (const [tag = '', name = ''] of html.matchAll(/<(img|source|image|link)\b[^>]*>/gi)) {
    if (name.toLowerCase() === 'link' && !/\sas\s*=\s*"?image/i.test(tag)) continue;
    for (const a of ['src', 'href', 'xlink:href']) {
      const v = attr(tag, a);
      if (v) urls.push(decode(v));
    }
    const srcset = attr(tag, 'srcset');
    if (srcset) urls.push(...srcsetUrls(decode(srcset)));
  }
  const lastOpen = html.lastIndexOf('<');
  const closed = (lastOpen === -1 || lastOpen < html.lastIndexOf('>')) && !unended;
  return { urls, inlineScripts, closed };
}

const factsOf = (urls: string[], inlineScripts: string[]): HtmlFacts => ({
  images: [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort(),
  inlineScripts,
});

export function htmlFacts(html: string): HtmlFacts {
  const { urls, inlineScripts } = textFacts(html);
  return factsOf(urls, inlineScripts);
}

// The pieces many pages share are read once (see PagePieces).
const sharedTextFacts = sharedMemo(textFacts);

/**
 * The facts of a page given as pieces: those of the joined page, read piece by piece. Where a tag or
 * a script element runs across two pieces, a piece alone would read it differently, so the joined
 * page is read whole.
 */
export function piecesFacts(texts: readonly string[], shared: readonly boolean[]): HtmlFacts {
  const urls: string[] = [];
  const inlineScripts: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const facts = shared[i] ? sharedTextFacts(texts[i]!) : textFacts(texts[i]!);
    if (!facts.closed) return htmlFacts(texts.join(''));
    urls.push(...facts.urls);
    inlineScripts.push(...facts.inlineScripts);
  }
  return factsOf(urls, inlineScripts);
}
